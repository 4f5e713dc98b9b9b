/**
 * Publishing, watched for backups. Publishing, restoring and the first release are jobs of the team server
 * (jobs/jobRunner.ts), run one at a time outside the repository's write queue: a job moves the live branch, writes
 * the record of releases, and marks its change set live. A backup's moment must not fall between those steps, so it
 * is taken only while no job runs, and taken again when one started meanwhile (`generation` moved). The server's
 * JobRunner is this watch.
 */
export interface PublishingWatch {
  /** True while a publish, a restore or a first release is in progress. */
  busy(): boolean;
  /** How many have started so far. */
  generation(): number;
  /** Settles once none is in progress (at once when none is), after what follows its end in the same turn. */
  idle(): Promise<void>;
}
