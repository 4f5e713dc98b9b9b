/**
 * The files that put the team editor on the firm's server, made from its settings by
 * `npm run team -- host-files`: an nginx server block (HTTPS for both of the editor's host names, forwarded to
 * the editor's server on this machine, plain HTTP sent to HTTPS), the live site's configuration (the build's own
 * rules, serving the releases folder's `current`; liveSiteConf) and a systemd unit that keeps it running.
 * The end-to-end test runs Debian's nginx with this very block and a self-signed certificate.
 */
import { statSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { MAX_JSON_BYTES } from '../core/body.js';
import { MAX_UPLOAD_BYTES } from '../core/upload.js';
import { words } from '../contract/words.js';
import type { TeamSettings } from './settings.js';

export interface NginxOptions {
  certificate: string;
  key: string;
  /** The HTTPS port nginx listens on (443 on a real server). */
  httpsPort?: number;
  /** The plain HTTP port redirected to HTTPS (80 on a real server; null for none). */
  httpPort?: number | null;
}

const hostOf = (origin: string) => new URL(origin).hostname;

/** Host names separated by spaces (letters, digits, dots, hyphens; a leading "*." wildcard). */
const SERVER_NAMES = /^(\*\.)?[A-Za-z0-9.-]{1,253}( (\*\.)?[A-Za-z0-9.-]{1,253}){0,15}$/;

/**
 * The first folder on the way to `dir` (itself included) that other accounts, nginx's among them, may not enter
 * (no execute permission for others); null when nginx can reach it.
 */
export function closedToOthers(dir: string): string | null {
  const parts = resolve(dir).split(sep).filter(Boolean);
  for (let i = 1; i <= parts.length; i++) {
    const folder = `${sep}${parts.slice(0, i).join(sep)}`;
    const mode = statSync(folder, { throwIfNoEntry: false })?.mode;
    if (mode !== undefined && !(mode & 0o001)) return folder;
  }
  return null;
}

/** A JSON answer `{ "error": … }` as an nginx string (single-quoted). */
const jsonError = (message: string) => `'${JSON.stringify({ error: message }).replace(/['\\]/g, '\\$&')}'`;
const MB = 1024 * 1024;

/** An nginx `server` block (for /etc/nginx/sites-available/) in front of the team editor. */
export function nginxServerBlock(settings: TeamSettings, o: NginxOptions): string {
  const names = `${hostOf(settings.editorUrl)} ${hostOf(settings.previewUrl)}`;
  const upstream = `http://${settings.listen.host === '0.0.0.0' ? '127.0.0.1' : settings.listen.host}:${settings.listen.port}`;
  const https = o.httpsPort ?? 443;
  const redirect =
    o.httpPort === null
      ? ''
      : `server {
    listen ${o.httpPort ?? 80};
    server_name ${names};
    return 301 https://$host$request_uri;
}

`;
  return `# The team editor (npm run team), made by "npm run team -- host-files" from .team/settings.json.
${redirect}server {
    # "listen … ssl http2" works from Debian 12's nginx 1.22 on (1.25 prefers a separate "http2 on;").
    listen ${https} ssl http2;
    server_name ${names};

    ssl_certificate     ${o.certificate};
    ssl_certificate_key ${o.key};
    ssl_protocols       TLSv1.2 TLSv1.3;

    # Bodies as large as the editor takes (a page's data; a picture on the upload address), refused here beyond
    # that with the editor's own plain words; each read whole by nginx before the editor sees it (request
    # buffering, nginx's default), so a slow or dropped upload never reaches the editor.
    client_max_body_size ${Math.ceil(MAX_JSON_BYTES / MB)}m;
    client_body_timeout 60s;
    error_page 413 @too_large;

    location / {
        proxy_pass ${upstream};
        proxy_http_version 1.1;
        # The browser's own Host (with its port): the editor answers only its two addresses.
        proxy_set_header Host $http_host;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_set_header X-Forwarded-Proto $scheme;
        proxy_read_timeout 120s;
    }
    location = /_edit/api/upload {
        client_max_body_size ${Math.ceil(MAX_UPLOAD_BYTES / MB)}m;
        error_page 413 @picture_too_large;
        proxy_pass ${upstream};
        proxy_http_version 1.1;
        proxy_set_header Host $http_host;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_set_header X-Forwarded-Proto $scheme;
        proxy_read_timeout 120s;
    }
    location @too_large {
        default_type application/json;
        add_header Cache-Control no-store always;
        add_header X-Content-Type-Options nosniff always;
        return 413 ${jsonError(words.server.requestTooLarge(Math.ceil(MAX_JSON_BYTES / MB)))};
    }
    location @picture_too_large {
        default_type application/json;
        add_header Cache-Control no-store always;
        add_header X-Content-Type-Options nosniff always;
        return 413 ${jsonError(words.server.tooLarge(Math.ceil(MAX_UPLOAD_BYTES / MB)))};
    }
}
`;
}

/**
 * The live site's nginx configuration (for nginx's http block, e.g. /etc/nginx/conf.d/site.conf): the rules the
 * build writes into the release's _deploy/nginx.conf (src/build/nginxConf.ts: headers, clean addresses, 404 pages),
 * with its lines marked "# change" made for this server: HTTPS with the given certificate, the host names
 * `serverNames` (never the build's, which names the site file's address, maybe still a placeholder), and the root
 * the releases folder's `current` link, which publishing switches to each new release. nginx follows that link on
 * every request (open_file_cache is off unless configured, and the build's rules do not turn it on), so a switch
 * is live at once, without reloading nginx. The rules change only when the site's collections do: run
 * `npm run team -- host-files` again then, and reload nginx.
 */
export function liveSiteConf(
  buildConf: string,
  releasesDir: string,
  o: NginxOptions & { serverNames: string },
): string {
  if (!/^\/[\w./-]+$/.test(releasesDir) || releasesDir.includes('..'))
    throw new Error(`the releases folder "${releasesDir}" must be an absolute path of plain characters for nginx`);
  if (!SERVER_NAMES.test(o.serverNames)) throw new Error(`"${o.serverNames}" is not a list of host names for nginx`);
  const https = o.httpsPort ?? 443;
  const found = { listen: false, root: false, name: false };
  const lines = buildConf.split('\n').flatMap((line) => {
    if (/^\s*listen 80;\s*# change$/.test(line)) {
      found.listen = true;
      return [
        `    listen ${https} ssl http2;`,
        `    ssl_certificate     ${o.certificate};`,
        `    ssl_certificate_key ${o.key};`,
        '    ssl_protocols       TLSv1.2 TLSv1.3;',
      ];
    }
    const name = /^\s*server_name ([^;]+);\s*# change$/.exec(line);
    if (name) {
      found.name = true;
      return [`    server_name ${o.serverNames};`];
    }
    if (/^\s*root .*;\s*# change/.test(line)) {
      found.root = true;
      return [
        '    # The live release: a link publishing switches atomically; nginx resolves it on each request',
        '    # (open_file_cache off, the default), so a new release is served at once.',
        `    root ${releasesDir}/current;`,
        '    disable_symlinks off;',
      ];
    }
    return [line];
  });
  if (!found.listen || !found.root || !found.name)
    throw new Error("the build's nginx.conf lacks its listen, server_name or root line marked # change");
  const redirect =
    o.httpPort === null
      ? ''
      : `server {
    listen ${o.httpPort ?? 80};
    server_name ${o.serverNames};
    location ^~ /.well-known/acme-challenge/ { root ${releasesDir}/current; try_files $uri =404; }
    location / { return 301 https://$host$request_uri; }
}

`;
  return `# The live site, made by "npm run team -- host-files" from the build's rules and .team/settings.json.
${redirect}${lines.join('\n')}`;
}

export interface UnitOptions {
  /** The project folder (a clone of the repository). */
  projectRoot: string;
  /** The system account the editor runs as (it owns the clone and the data folder). */
  user: string;
  dataDir: string;
  node: string;
  /** The live site's releases, when outside the data folder (settings.releasesDir): the editor writes there. */
  releasesDir?: string;
}

/** A systemd unit (for /etc/systemd/system/site-editor.service) that runs the team editor and restarts it. */
export function systemdUnit(o: UnitOptions): string {
  return `# The team editor (npm run team), made by "npm run team -- host-files".
[Unit]
Description=Site editor for the team
After=network.target

[Service]
Type=simple
User=${o.user}
WorkingDirectory=${o.projectRoot}
Environment=NODE_ENV=production
Environment=TEAM_DATA=${o.dataDir}
ExecStart=${o.node} --import tsx editor/team/start.ts
Restart=on-failure
RestartSec=2
NoNewPrivileges=true
PrivateTmp=true
ProtectSystem=full
ProtectHome=read-only
ReadWritePaths=${o.projectRoot} ${o.dataDir}${o.releasesDir ? ` ${o.releasesDir}` : ''}

[Install]
WantedBy=multi-user.target
`;
}
