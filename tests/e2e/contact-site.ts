/**
 * Playwright web server for the contact-form tests: builds the site into <dist>-contact with
 * the contact form pointed at the fake e-mail service (SITE_CONTACT_FORM_ORIGIN), starts that service on
 * 127.0.0.1 and serves the build (ports in ports.ts).
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { startFakeEmailJs } from './fake-emailjs';
import { startServer } from '../../src/server/serve';
import { distDir } from '../../src/common/projectPaths';
import { ports } from './ports';

const root = join(import.meta.dirname, '..', '..');
const out = `${distDir}-contact`;

execFileSync(process.execPath, ['--import', 'tsx', join(root, 'src/build/build.ts'), '--out', out], {
  stdio: 'inherit',
  env: { ...process.env, SITE_CONTACT_FORM_ORIGIN: `http://127.0.0.1:${ports.fakeEmail}` },
});
await startFakeEmailJs(ports.fakeEmail);
await startServer(ports.contact, out);
console.log(
  `contact test site on http://localhost:${ports.contact}, fake e-mail service on 127.0.0.1:${ports.fakeEmail}`,
);
