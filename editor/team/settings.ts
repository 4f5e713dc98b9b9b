/**
 * The team editor's settings and secrets, in its data folder (`.team/` in the project unless `--data` names
 * another; never served, never committed):
 *   settings.json  where it listens, the two public addresses, the content folder, the idle time, publishing and
 *                  the identity provider (written by `npm run team -- init`, edited by the administrator);
 *   secrets.json   generated once by `init` (mode 0600): the pepper that session and link tokens are hashed
 *                  with, the identity provider's client secret and the mail server's password (smtpPassword) when
 *                  there are ones. No secret is compiled in: without this file the server refuses to start.
 *   releases/      the live site's releases when settings.releasesDir is null (older settings: `init` names a
 *                  folder nginx can read, releases/ in the project, publishing/).
 *   team.db        people, sessions, invitations, the activity log and unsaved drafts (editor/team/accounts/).
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';

export interface OidcSettings {
  /** The provider's issuer address, e.g. https://accounts.google.com. */
  issuer: string;
  clientId: string;
  /** The button's words, e.g. "Sign in with Google". */
  label: string;
}

/** The firm's mail server, for the optional e-mails about change sets (publishing/mail.ts). */
export interface SmtpSettings {
  host: string;
  port: number;
  /** True for TLS from the start (port 465); false upgrades with STARTTLS when the server offers it. */
  secure: boolean;
  /** The sender, e.g. "Site editor <editor@example.com>". */
  from: string;
  /** The account to sign in with (its password is secrets.json's smtpPassword), if the server wants one. */
  user?: string;
}

export interface TeamSettings {
  /** Where the editor's server listens (nginx forwards to it). */
  listen: { host: string; port: number };
  /** The editor's public address, as people type it (https://edit.example.com). */
  editorUrl: string;
  /** The preview's public address: another host name, so content can never act as the editor. */
  previewUrl: string;
  /** The content folder (pages/, schema/, public/), relative to the project or absolute. */
  content: string;
  /** Minutes without a request after which a session ends. */
  idleMinutes: number;
  /** Where "Publish to the live site" sends the saved versions (a git remote and branch), or null. */
  publish: { remote: string; branch: string } | null;
  /** Sign-in through the firm's identity provider, or null for passwords only. */
  oidc: OidcSettings | null;
  /** True when addresses in X-Forwarded-For from the proxy on this machine are believed (behind nginx). */
  behindProxy: boolean;
  /**
   * Where the live site's releases are kept (nginx serves its `current`): `init` sets releases/ in the project (a
   * folder nginx may read); null (older settings): releases/ in the data folder, which only its owner may read.
   */
  releasesDir: string | null;
  /** The live site's public address (https://www.example.com): its host name is the live site's nginx server name. */
  siteUrl: string | null;
  /** The firm's mail server for e-mails about change sets, or null for none. */
  smtp: SmtpSettings | null;
  /**
   * Fair use of the server: how many change sets not live yet one person may own, and how much disk (MB) the change
   * sets' worktrees may take together; past either, a new one is refused in plain words.
   */
  limits: { changeSetsPerPerson: number; worktreesMB: number };
}

export interface TeamSecrets {
  pepper: string;
  oidcClientSecret?: string;
  /** The mail server account's password (settings.smtp.user). */
  smtpPassword?: string;
}

export class SettingsError extends Error {
  override name = 'SettingsError';
}

export const DEFAULTS: TeamSettings = {
  listen: { host: '127.0.0.1', port: 8090 },
  editorUrl: 'http://localhost:8090',
  previewUrl: 'http://127.0.0.1:8090',
  content: '.',
  idleMinutes: 8 * 60,
  publish: null,
  oidc: null,
  behindProxy: false,
  releasesDir: null,
  siteUrl: null,
  smtp: null,
  limits: { changeSetsPerPerson: 5, worktreesMB: 2048 },
};

export function dataDir(projectRoot: string, given?: string): string {
  return resolve(projectRoot, given ?? process.env.TEAM_DATA ?? '.team');
}

function url(value: unknown, name: string): string {
  let u: URL;
  try {
    u = new URL(String(value));
  } catch {
    throw new SettingsError(`${name} must be a web address such as https://edit.example.com`);
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') throw new SettingsError(`${name} must start with https://`);
  if (u.pathname !== '/' || u.search || u.hash || u.username) throw new SettingsError(`${name} must be an origin only`);
  return u.origin;
}

/** The mail server's settings by allow-list: a plain host name, a port, an address to send from. */
function smtp(raw: unknown): SmtpSettings | null {
  if (raw === null || raw === undefined) return null;
  if (typeof raw !== 'object' || Array.isArray(raw)) throw new SettingsError('smtp must be an object or null');
  const r = raw as Record<string, unknown>;
  for (const key of Object.keys(r))
    if (!['host', 'port', 'secure', 'from', 'user'].includes(key))
      throw new SettingsError(`unknown setting "smtp.${key}"`);
  const host = String(r.host ?? '');
  if (!/^[A-Za-z0-9.-]{1,253}$/.test(host)) throw new SettingsError('smtp.host must be a host name');
  const port = Number(r.port ?? 587);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new SettingsError('smtp.port must be a port number');
  const from = String(r.from ?? '');
  if (!/^[^\r\n]{1,300}$/.test(from) || !from.includes('@'))
    throw new SettingsError('smtp.from must be an e-mail address');
  const user = r.user === undefined || r.user === null ? undefined : String(r.user);
  if (user !== undefined && /[\r\n]/.test(user)) throw new SettingsError('smtp.user must be one line');
  return { host, port, secure: r.secure === true, from, ...(user ? { user } : {}) };
}

/** The fair-use limits by allow-list: whole numbers, at least 1 (the defaults for what is not given). */
function limits(raw: unknown): TeamSettings['limits'] {
  if (raw === null || raw === undefined) return DEFAULTS.limits;
  if (typeof raw !== 'object' || Array.isArray(raw)) throw new SettingsError('limits must be an object');
  const r = { ...DEFAULTS.limits, ...(raw as Record<string, unknown>) };
  for (const key of Object.keys(raw))
    if (!(key in DEFAULTS.limits)) throw new SettingsError(`unknown setting "limits.${key}"`);
  const whole = (v: unknown, name: string) => {
    const n = Number(v);
    if (!Number.isInteger(n) || n < 1) throw new SettingsError(`limits.${name} must be a whole number of 1 or more`);
    return n;
  };
  return {
    changeSetsPerPerson: whole(r.changeSetsPerPerson, 'changeSetsPerPerson'),
    worktreesMB: whole(r.worktreesMB, 'worktreesMB'),
  };
}

/** Checks settings read from a file: every field by allow-list, the two origins different. */
export function checkSettings(raw: unknown): TeamSettings {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new SettingsError('settings.json must be an object');
  const r = { ...DEFAULTS, ...(raw as Partial<TeamSettings>) };
  const known = new Set(Object.keys(DEFAULTS));
  for (const key of Object.keys(raw)) if (!known.has(key)) throw new SettingsError(`unknown setting "${key}"`);
  const port = Number(r.listen?.port);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new SettingsError('listen.port must be a port number');
  const settings: TeamSettings = {
    listen: { host: String(r.listen?.host ?? '127.0.0.1'), port },
    editorUrl: url(r.editorUrl, 'editorUrl'),
    previewUrl: url(r.previewUrl, 'previewUrl'),
    content: String(r.content),
    idleMinutes: Number(r.idleMinutes),
    publish: r.publish ? { remote: String(r.publish.remote), branch: String(r.publish.branch) } : null,
    oidc: r.oidc
      ? { issuer: url(r.oidc.issuer, 'oidc.issuer'), clientId: String(r.oidc.clientId), label: String(r.oidc.label) }
      : null,
    behindProxy: r.behindProxy === true,
    releasesDir: r.releasesDir === null || r.releasesDir === undefined ? null : String(r.releasesDir),
    siteUrl: r.siteUrl === null || r.siteUrl === undefined ? null : url(r.siteUrl, 'siteUrl'),
    smtp: smtp(r.smtp),
    limits: limits((raw as Partial<TeamSettings>).limits),
  };
  if (settings.releasesDir !== null && !isAbsolute(settings.releasesDir))
    throw new SettingsError('releasesDir must be an absolute folder path (or null for releases/ in the data folder)');
  if (settings.editorUrl === settings.previewUrl)
    throw new SettingsError('editorUrl and previewUrl must be different addresses (another host name)');
  if (new URL(settings.editorUrl).hostname === new URL(settings.previewUrl).hostname)
    throw new SettingsError('the preview needs a host name of its own, not only another port');
  if (!Number.isFinite(settings.idleMinutes) || settings.idleMinutes < 5) throw new SettingsError('idleMinutes < 5');
  if (settings.publish && !/^[\w.-]+$/.test(settings.publish.remote + settings.publish.branch))
    throw new SettingsError('publish.remote and publish.branch must be plain names');
  return settings;
}

/** The folder of the live site's releases: settings.releasesDir, or releases/ in the data folder. */
export function releasesRoot(data: string, settings: TeamSettings): string {
  return settings.releasesDir ?? join(data, 'releases');
}

export function contentRoot(projectRoot: string, settings: TeamSettings): string {
  return isAbsolute(settings.content) ? settings.content : resolve(projectRoot, settings.content);
}

/** Reads settings.json and secrets.json; refuses (SettingsError) when either is missing or wrong. */
export function readTeamFiles(dir: string): { settings: TeamSettings; secrets: TeamSecrets } {
  const settingsFile = join(dir, 'settings.json');
  const secretsFile = join(dir, 'secrets.json');
  if (!existsSync(settingsFile) || !existsSync(secretsFile))
    throw new SettingsError(`no settings in ${dir}: run "npm run team -- init" first`);
  const settings = checkSettings(JSON.parse(readFileSync(settingsFile, 'utf8')));
  const secrets = JSON.parse(readFileSync(secretsFile, 'utf8')) as TeamSecrets;
  if (typeof secrets.pepper !== 'string' || secrets.pepper.length < 32)
    throw new SettingsError(`${secretsFile} has no generated pepper: run "npm run team -- init" again`);
  if (settings.oidc && !secrets.oidcClientSecret)
    throw new SettingsError(`the identity provider is set but ${secretsFile} has no oidcClientSecret`);
  if (settings.smtp?.user && !secrets.smtpPassword)
    throw new SettingsError(`the mail server's account is set but ${secretsFile} has no smtpPassword`);
  return { settings, secrets };
}

/** Writes the data folder's settings (when missing) and newly generated secrets (when missing). */
export function initTeamFiles(dir: string, settings: Partial<TeamSettings>): { created: string[] } {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const created: string[] = [];
  const settingsFile = join(dir, 'settings.json');
  if (!existsSync(settingsFile)) {
    const full = checkSettings({ ...DEFAULTS, ...settings });
    writeFileSync(settingsFile, `${JSON.stringify(full, null, 2)}\n`, { mode: 0o600 });
    created.push(settingsFile);
  }
  const secretsFile = join(dir, 'secrets.json');
  if (!existsSync(secretsFile)) {
    const secrets: TeamSecrets = { pepper: randomBytes(32).toString('base64url') };
    writeFileSync(secretsFile, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
    chmodSync(secretsFile, 0o600);
    created.push(secretsFile);
  }
  return { created };
}
