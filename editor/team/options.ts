/** What the team editor's server is started with (start.ts makes it from the data folder). */
import type { ChangeMailer } from './publishing/mail.js';
import type { ReleaseWork } from './publishing/releaseJobs.js';
import type { TeamSettings } from './settings.js';
import type { Accounts } from './accounts/teamAccounts.js';

export interface TeamServerOptions {
  projectRoot: string;
  /** The content folder: pages/, schema/, public/. */
  root: string;
  settings: TeamSettings;
  accounts: Accounts;
  /** The team's data folder (.team/ by default): the change sets' worktrees are kept in its worktrees/. */
  dataDir: string;
  /** Milliseconds since 1970, for the schedule (tests set it). */
  clock?: () => number;
  log?: (line: string) => void;
  /**
   * Makes approved change sets live and brings earlier releases back (publishing/), as jobs (jobs/); without it,
   * approving is refused in plain words.
   */
  publisher?: ReleaseWork;
  /** Called at each checkpoint of a job (`<kind>:<point>`, jobs/jobRunner.ts): the fault-injection tests stop here. */
  onJobPoint?: (point: string) => void;
  /** Tells people when a change set is sent for review, sent back or published (publishing/mail.ts). */
  mailer?: ChangeMailer;
  /** The connection limits (server.ts's SERVER_LIMITS unless given; tests shorten them). */
  serverLimits?: Partial<{ headersMs: number; requestMs: number; checkEveryMs: number }>;
}
