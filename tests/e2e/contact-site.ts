/**
 * Playwright web server for the contact-form tests: builds the site into node_modules/.cache/e2e-contact with
 * the contact form pointed at the fake e-mail service (SITE_CONTACT_FORM_ORIGIN), starts that service on
 * 127.0.0.1:4180 and serves the build on port 4176.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { startFakeEmailJs } from './fake-emailjs';
import { startServer } from '../../scripts/serve';

const root = join(import.meta.dirname, '..', '..');
const out = join(root, 'node_modules/.cache/e2e-contact');
export const FAKE_EMAILJS_PORT = 4180;

execFileSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/build.ts'), '--out', out], {
  stdio: 'inherit',
  env: { ...process.env, SITE_CONTACT_FORM_ORIGIN: `http://127.0.0.1:${FAKE_EMAILJS_PORT}` },
});
await startFakeEmailJs(FAKE_EMAILJS_PORT);
await startServer(4176, out);
console.log('contact test site on http://localhost:4176, fake e-mail service on 127.0.0.1:4180');
