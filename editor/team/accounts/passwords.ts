/**
 * Passwords: argon2id at m=19456 KiB, t=2, p=1 (the OWASP minimum; there is no way to lower it), the rules a new
 * password must meet, and a verify that costs the same whether or not the person exists.
 *
 * Rules (`checkPasswordRules`): 12 to 256 characters, not the person's e-mail address, not one of a short list of
 * well-known passwords (compared ignoring case, spaces and a trailing run of digits/punctuation).
 */
import { randomBytes } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { words } from '../../contract/words';
import { AccountsError } from './errors';

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 256;

const ARGON2ID = 2 as Algorithm;
const COST = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** Well-known passwords of 12 or more characters (the shorter ones fail on length already), lower case. */
const COMMON = new Set([
  'password',
  'passwordpassword',
  'qwertyuiop',
  'qwertyuiopasdfghjkl',
  'qwertyqwerty',
  'asdfghjkl',
  'abcdefghijkl',
  'abcabcabcabc',
  'iloveyou',
  'letmein',
  'letmeinplease',
  'welcome',
  'welcomewelcome',
  'changeme',
  'changemeplease',
  'administrator',
  'admin',
  'adminadmin',
  'trustno',
  'football',
  'baseball',
  'sunshine',
  'princess',
  'starwars',
  'correcthorsebatterystaple',
  'monkey',
  'dragon',
  'master',
  'superman',
  'qazwsxedc',
  'zaqxswcde',
  'aaaaaaaaaaaa',
  'secret',
  'mypassword',
  'yourpassword',
  'newpassword',
  'default',
]);

/** The number-only and keyboard runs of 12+ that lists of leaked passwords lead with. */
const SEQUENCES = ['1234567890', '0987654321', '1111111111', '0000000000', 'qwerty', 'abcdef'];

function simplified(password: string): string {
  return password
    .toLowerCase()
    .replace(/\s+/g, '')
    .replace(/[\d\W_]+$/u, '');
}

/** Throws AccountsError (passwordTooShort, passwordTooLong, passwordIsEmail, passwordTooCommon) or returns. */
export function checkPasswordRules(password: string, email: string): void {
  const length = [...password].length;
  if (length < PASSWORD_MIN) throw new AccountsError('passwordTooShort', words.team.passwordTooShort(PASSWORD_MIN));
  if (length > PASSWORD_MAX) throw new AccountsError('passwordTooLong', words.team.passwordTooLong(PASSWORD_MAX));
  const lower = password.trim().toLowerCase();
  const mail = email.trim().toLowerCase();
  if (lower === mail || lower === mail.split('@')[0])
    throw new AccountsError('passwordIsEmail', words.team.passwordIsEmail);
  const simple = simplified(password);
  const digitsOnly = /^\d+$/.test(password.replace(/\s+/g, ''));
  const oneCharacter = new Set(password.toLowerCase()).size <= 2;
  const sequence = SEQUENCES.some((s) => lower.replace(/\s+/g, '').startsWith(s) && simple.length <= s.length + 2);
  if (COMMON.has(simple) || COMMON.has(lower) || digitsOnly || oneCharacter || sequence)
    throw new AccountsError('passwordTooCommon', words.team.passwordTooCommon);
}

/** argon2id hash (PHC string) of a password. Does not check the rules: call checkPasswordRules first. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, COST);
}

let dummy: Promise<string> | undefined;

/**
 * True when `password` matches `stored`. When `stored` is null (no such person, or a person who signs in only
 * through the firm's identity provider) it verifies against a dummy hash of the same cost and answers false, so
 * the answer takes as long either way. A malformed stored hash answers false.
 */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummy ??= hash(randomBytes(24).toString('base64url'), COST);
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
