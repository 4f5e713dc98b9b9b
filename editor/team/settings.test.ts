import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkSettings, DEFAULTS, initTeamFiles, readTeamFiles, releasesRoot, SettingsError } from './settings';

describe('checkSettings', () => {
  it('takes the defaults', () => {
    expect(checkSettings({}).listen.port).toBe(DEFAULTS.listen.port);
  });
  it('refuses unknown settings, a shared host name and addresses with paths', () => {
    expect(() => checkSettings({ admin: true })).toThrow(SettingsError);
    expect(() => checkSettings({ editorUrl: 'https://a.example', previewUrl: 'https://a.example:444' })).toThrow(
      /host name of its own/,
    );
    expect(() => checkSettings({ editorUrl: 'https://a.example/edit' })).toThrow(/origin only/);
    expect(() => checkSettings({ editorUrl: 'javascript:alert(1)' })).toThrow(SettingsError);
    expect(() => checkSettings({ publish: { remote: '--upload-pack=x', branch: 'main' } })).toThrow(/plain names/);
  });
});

describe('team files', () => {
  it('refuses to start without generated secrets, and init writes them private', () => {
    const dir = mkdtempSync(join(tmpdir(), 'team-'));
    try {
      expect(() => readTeamFiles(dir)).toThrow(/init/);
      initTeamFiles(dir, {});
      expect(statSync(join(dir, 'secrets.json')).mode & 0o777).toBe(0o600);
      const { secrets } = readTeamFiles(dir);
      expect(secrets.pepper.length).toBeGreaterThanOrEqual(32);
      writeFileSync(join(dir, 'secrets.json'), '{"pepper":"short"}');
      expect(() => readTeamFiles(dir)).toThrow(/pepper/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('releases and mail settings', () => {
  it('keeps releases in the data folder unless an absolute folder is named', () => {
    expect(releasesRoot('/srv/team', checkSettings({}))).toBe('/srv/team/releases');
    expect(releasesRoot('/srv/team', checkSettings({ releasesDir: '/var/www/site' }))).toBe('/var/www/site');
    expect(() => checkSettings({ releasesDir: 'relative/folder' })).toThrow(/absolute/);
  });
  it('takes a mail server by allow-list, never its password', () => {
    const s = checkSettings({ smtp: { host: 'mail.firm.test', port: 587, from: 'Editor <editor@firm.test>' } });
    expect(s.smtp).toEqual({ host: 'mail.firm.test', port: 587, secure: false, from: 'Editor <editor@firm.test>' });
    expect(checkSettings({}).smtp).toBeNull();
    expect(() => checkSettings({ smtp: { host: 'mail.firm.test', from: 'a@b', password: 'x' } })).toThrow(
      /smtp.password/,
    );
    expect(() => checkSettings({ smtp: { host: 'mail firm; rm', from: 'a@b' } })).toThrow(/host name/);
    expect(() => checkSettings({ smtp: { host: 'mail.firm.test', from: 'a@b\r\nBcc: x@y' } })).toThrow(/from/);
  });
  it('refuses a mail account without its password in the secrets', () => {
    const dir = mkdtempSync(join(tmpdir(), 'team-'));
    try {
      initTeamFiles(dir, { smtp: { host: 'mail.firm.test', port: 587, secure: false, from: 'a@b', user: 'editor' } });
      expect(() => readTeamFiles(dir)).toThrow(/smtpPassword/);
      const secrets = JSON.parse(readFileSync(join(dir, 'secrets.json'), 'utf8'));
      writeFileSync(join(dir, 'secrets.json'), JSON.stringify({ ...secrets, smtpPassword: 'pw' }));
      expect(readTeamFiles(dir).secrets.smtpPassword).toBe('pw');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
