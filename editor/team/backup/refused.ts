/**
 * The refusals of backups and restores: what the command says, in plain words, before it stops (exit 1). A
 * restore refused before it wrote anything leaves the data folder and the project as they were.
 */

/** A backup that cannot be made now (the server does not answer, no room…). */
export class BackupRefused extends Error {
  override name = 'BackupRefused';
}

/** A restore that will not go on (a data folder in use, a clone on another branch, a damaged backup…). */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}
