/**
 * The one error type of the accounts library: `code` says which refusal it is (for the HTTP server to pick a
 * status), `message` is the plain sentence from words.team to show the person.
 */
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

export class AccountsError extends Error {
  readonly code: AccountsErrorCode;
  /** For tooManyTries: seconds to wait (for a Retry-After header). */
  readonly retryAfterSeconds?: number;
  constructor(code: AccountsErrorCode, message: string, retryAfterSeconds?: number) {
    super(message);
    this.name = 'AccountsError';
    this.code = code;
    if (retryAfterSeconds !== undefined) this.retryAfterSeconds = retryAfterSeconds;
  }
}
