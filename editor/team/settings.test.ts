import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkSettings, DEFAULTS, initTeamFiles, readTeamFiles, SettingsError } from './settings';

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
