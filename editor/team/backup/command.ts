/**
 * The two commands of `npm run team` for backups (start.ts hands them their arguments):
 *   npm run team -- backup <file> [--with-secrets]   one file with everything the team editor keeps (backup.ts)
 *   npm run team -- restore <file> [--force]         a fresh clone brought back to it (restore.ts)
 * Both take `--data <folder>` (or TEAM_DATA) like the others. They print what they did, or why not, and exit 1 on a
 * refusal.
 */
import { backup } from './backup.js';
import { NotABackup } from './manifest.js';
import { BackupRefused, RestoreRefused } from './refused.js';
import { restore } from './restore.js';
import { contentRoot, readTeamFiles, releasesRoot, SettingsError } from '../settings.js';

export interface CommandPlaces {
  projectRoot: string;
  /** The team's data folder. */
  data: string;
}

const refusals = [BackupRefused, RestoreRefused, NotABackup, SettingsError];

/** Runs `backup` or `restore` with the command line's arguments after the command's name; the exit code. */
export async function backupCommand(args: string[], at: CommandPlaces): Promise<number> {
  const [command, file] = args;
  const has = (flag: string) => args.includes(flag);
  if (!file || file.startsWith('--')) {
    console.error(`✖ Name the file: npm run team -- ${command} <file>`);
    return 1;
  }
  try {
    if (command === 'backup') {
      const { settings } = readTeamFiles(at.data);
      const made = await backup({
        target: file,
        withSecrets: has('--with-secrets'),
        dataDir: at.data,
        root: contentRoot(at.projectRoot, settings),
        releasesDir: releasesRoot(at.data, settings),
        listen: settings.listen,
      });
      console.log(
        `Wrote ${made.file} (${(made.bytes / 1024 ** 2).toFixed(1)} MB, ${made.branches} branches, ` +
          `${made.secrets ? 'with' : 'without'} the secrets; ${made.fromServer ? 'from the running team editor' : 'the team editor was not running'}).`,
      );
      return 0;
    }
    const done = await restore({
      file,
      projectRoot: at.projectRoot,
      dataDir: at.data,
      force: has('--force'),
      log: (line) => console.log(line),
    });
    console.log(
      `Restored ${done.people} people, ${done.changeSets} change sets (${done.worktrees} being worked on), ` +
        `${done.drafts} drafts; ${done.sessionsEnded} sessions ended (everyone signs in again).`,
    );
    console.log(done.liveSite ? `The live site is release ${done.liveSite}, rebuilt.` : 'Nothing had gone live yet.');
    if (done.secrets === 'new')
      console.log(
        `The backup had no secrets: new ones were made, so ${done.invitesDropped} invitations not accepted yet were dropped (invite them again).`,
      );
    for (const line of done.todo) console.log(`To do: ${line}`);
    console.log('Next: npm run team (or systemctl start site-editor).');
    return 0;
  } catch (e) {
    if (refusals.some((kind) => e instanceof kind)) {
      console.error(`✖ ${(e as Error).message}`);
      return 1;
    }
    throw e;
  }
}
