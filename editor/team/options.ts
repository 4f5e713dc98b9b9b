/** What the team editor's server is started with (start.ts makes it from the data folder). */
import type { ChangeMailer } from './publishing/mail.js';
import type { ReleasePublisher } from './publishing/publisher.js';
import type { TeamSettings } from './settings.js';
import type { Accounts } from './teamAccounts.js';

export interface TeamServerOptions {
  projectRoot: string;
  /** The content folder: pages/, schema/, public/. */
  root: string;
  settings: TeamSettings;
  accounts: Accounts;
  log?: (line: string) => void;
  /** Makes approved change sets live and brings earlier releases back (publishing/), when set up. */
  publisher?: ReleasePublisher;
  /** The e-mails about change sets (publishing/mail.ts; noMail without a mail server). */
  mailer?: ChangeMailer;
}
