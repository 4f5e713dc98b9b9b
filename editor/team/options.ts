/** What the team editor's server is started with (start.ts makes it from the data folder). */
import type { ChangeMailer, Publisher } from './changes/contract.js';
import type { TeamSettings } from './settings.js';
import type { Accounts } from './teamAccounts.js';

export interface TeamServerOptions {
  projectRoot: string;
  /** The content folder: pages/, schema/, public/. */
  root: string;
  settings: TeamSettings;
  accounts: Accounts;
  /** The team's data folder (.team/ by default): the change sets' worktrees are kept in its worktrees/. */
  dataDir: string;
  /** Makes approved change sets live (editor/team/publishing/); without it, approving is refused in plain words. */
  publisher?: Publisher;
  /** Tells people when a change set is sent for review, sent back or published. */
  mailer?: ChangeMailer;
  /** Milliseconds since 1970, for the schedule (tests set it). */
  clock?: () => number;
  log?: (line: string) => void;
}
