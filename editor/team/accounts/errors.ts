/**
 * The accounts library's refusals: a kind of the editor's one refusal (editor/core/refusal.ts), whose `code` says
 * which it is and sets its status; `message` is the plain sentence from words.team to show the person.
 */
import { Refusal } from '../../core/refusal.js';

export type AccountsErrorCode =
  | 'wrongSignIn'
  | 'tooManyTries'
  | 'passwordTooShort'
  | 'passwordTooLong'
  | 'passwordIsEmail'
  | 'passwordTooCommon'
  | 'wrongCurrentPassword'
  | 'badEmail'
  | 'badName'
  | 'badRole'
  | 'emailTaken'
  | 'nameTaken'
  | 'alreadySetUp'
  | 'inviteInvalid'
  | 'noSuchPerson'
  | 'lastAdministrator'
  | 'draftTooLarge'
  | 'tooManyDrafts'
  | 'badDraftFile'
  | 'oidcFailed'
  | 'oidcNotVerified'
  | 'oidcNoAccount';

/** The status of each refusal that is not a plain 422. */
const STATUS: Partial<Record<AccountsErrorCode, number>> = {
  noSuchPerson: 404,
  inviteInvalid: 404,
  emailTaken: 409,
  nameTaken: 409,
  lastAdministrator: 409,
  draftTooLarge: 413,
};

export class AccountsError extends Refusal {
  readonly code: AccountsErrorCode;
  /** For tooManyTries: seconds to wait (for a Retry-After header). */
  readonly retryAfterSeconds?: number;
  constructor(code: AccountsErrorCode, message: string, retryAfterSeconds?: number) {
    super(STATUS[code] ?? 422, message);
    this.name = 'AccountsError';
    this.code = code;
    if (retryAfterSeconds !== undefined) this.retryAfterSeconds = retryAfterSeconds;
  }
}
