import { describe, expect, it } from 'vitest';
import { buildManifest } from '../../src/content/manifest';
import { loadContent } from '../../src/content/load';
import { nginxConf } from '../../src/build/nginxConf';
import { projectRoot } from '../../tests/fixtures/teamServer';
import { liveSiteConf, nginxServerBlock, systemdUnit } from './hostFiles';
import { checkSettings } from './settings';

const tls = { certificate: '/etc/ssl/site.pem', key: '/etc/ssl/site.key' };

describe('the editor files', () => {
  it('forward both host names to the editor and name the releases folder the unit may write', () => {
    const settings = checkSettings({ editorUrl: 'https://edit.firm.test', previewUrl: 'https://preview.firm.test' });
    expect(nginxServerBlock(settings, tls)).toContain('server_name edit.firm.test preview.firm.test;');
    const unit = { projectRoot: '/srv/site', user: 'site', dataDir: '/srv/team', node: '/usr/bin/node' };
    expect(systemdUnit(unit)).toContain('ReadWritePaths=/srv/site /srv/team\n');
    expect(systemdUnit({ ...unit, releasesDir: '/var/www/site' })).toContain(
      'ReadWritePaths=/srv/site /srv/team /var/www/site\n',
    );
  });
});

describe('the live site file', () => {
  const manifest = buildManifest(loadContent(projectRoot));
  const rules = nginxConf(manifest, ['/blog']);

  it("serves the releases folder's current link with the build's own rules, over HTTPS", () => {
    const conf = liveSiteConf(rules, '/srv/team/releases', { ...tls, serverNames: 'www.vishwas.in vishwas.in' });
    expect(conf).toContain('    root /srv/team/releases/current;\n');
    expect(conf).toContain('    listen 443 ssl http2;\n    ssl_certificate     /etc/ssl/site.pem;');
    expect(conf).not.toMatch(/# change$/m);
    expect(conf).not.toContain('/var/www/site');
    // The build's rules stay: headers, hidden files, the collection's 404 page.
    expect(conf).toContain('location ^~ /_deploy/ { return 404; }');
    expect(conf).toContain('error_page 404 /blog/404.html;');
    expect(conf).toMatch(/add_header Content-Security-Policy/);
    // The names given, in both blocks; never the site file's address, which may be a placeholder.
    expect(conf).toContain('server {\n    listen 80;\n    server_name www.vishwas.in vishwas.in;');
    expect(conf.match(/server_name www\.vishwas\.in vishwas\.in;/g)).toHaveLength(2);
    expect(conf).not.toContain(new URL(manifest.site.site.seo.siteUrl).hostname);
    const named = { ...tls, serverNames: 'www.vishwas.in' };
    expect(liveSiteConf(rules, '/srv/r', { ...named, httpPort: null })).not.toContain('listen 80;');
    expect(liveSiteConf(rules, '/srv/r', { ...named, httpsPort: 8443, httpPort: 8080 })).toMatch(
      /listen 8080;[\s\S]*listen 8443 ssl http2;/,
    );
    for (const serverNames of ['', 'a;b', 'www.x.in\nroot /', '$host'])
      expect(() => liveSiteConf(rules, '/srv/r', { ...tls, serverNames })).toThrow(/host names/);
  });

  it('refuses a releases folder nginx would misread and rules without their marked lines', () => {
    for (const dir of ['relative/releases', '/srv/a b', '/srv/x;y', '/srv/$site', '/srv/../etc'])
      expect(() => liveSiteConf(rules, dir, { ...tls, serverNames: 'x.in' })).toThrow(/releases folder/);
    expect(() => liveSiteConf('server {\n}\n', '/srv/r', { ...tls, serverNames: 'x.in' })).toThrow(/marked # change/);
  });
});
