/** What the team editor's server is started with (start.ts makes it from the data folder). */
import type { TeamSettings } from './settings.js';
import type { Accounts } from './teamAccounts.js';

export interface TeamServerOptions {
  projectRoot: string;
  /** The content folder: pages/, schema/, public/. */
  root: string;
  settings: TeamSettings;
  accounts: Accounts;
  log?: (line: string) => void;
}
