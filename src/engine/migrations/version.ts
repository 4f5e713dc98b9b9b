/**
 * What validation says about the site file's `schemaVersion` when it is not the version this code reads: which
 * migrations `npm run migrate` will run for older content, and that newer content needs newer code.
 */
import { CURRENT_VERSION, describeSteps, migrationsFrom } from './index.js';

export function versionMessage(found: unknown): { message: string; hint: string } {
  if (typeof found !== 'number' || !Number.isInteger(found) || found < 1) {
    return { message: `must be ${CURRENT_VERSION}, found ${JSON.stringify(found)}`, hint: `Write schemaVersion: ${CURRENT_VERSION}; the number is only changed by npm run migrate.` };
  }
  if (found > CURRENT_VERSION) {
    return {
      message: `the content is at version ${found}, newer than this code knows (version ${CURRENT_VERSION})`,
      hint: 'Update the code (git pull) to the version the content was written for; do not lower the number by hand.',
    };
  }
  const steps = migrationsFrom(found);
  return {
    message: `the content is at version ${found}; this code reads version ${CURRENT_VERSION}`,
    hint: `Run \`npm run migrate\`: it applies the migration${steps.length === 1 ? '' : 's'} ${describeSteps(steps)} to every file under pages/, keeping your comments. Messages about other files may be fixed by it too.`,
  };
}
