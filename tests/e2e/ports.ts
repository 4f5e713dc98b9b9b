/**
 * Ports of the servers the end-to-end tests start. PW_PORT_OFFSET moves them all, so several test runs (for
 * example two developers' sessions) can run side by side; SITE_DIST moves the build folder likewise.
 */
const offset = Number(process.env.PW_PORT_OFFSET ?? 0);
export const ports = {
  site: 4173 + offset,
  contact: 4176 + offset,
  fakeEmail: 4180 + offset,
  nginx: 4183 + offset,
  dev: 5175 + offset,
  searchParts: 4189 + offset,
};
export const urls = {
  site: `http://localhost:${ports.site}`,
  contact: `http://localhost:${ports.contact}`,
  fakeEmail: `http://127.0.0.1:${ports.fakeEmail}`,
  nginx: `http://localhost:${ports.nginx}`,
  dev: `http://localhost:${ports.dev}`,
};
