/**
 * The site's build as the team server runs it for a release: on its build server (buildServer.ts), which keeps
 * the content it has read between publishes, so a one-page publish of a large site costs about what a small one's
 * does. When that server ends during a build (crashed, killed, its code changed on disk, its memory over its
 * bound), what it left beside the release's folder is removed and the build is run again as a one-shot child
 * process (siteBuild.ts); so is a build asked for while another runs on it. A build that fails or passes its time
 * limit there fails as a one-shot build would. Linking the pages ahead and the search index stay one-shot builds.
 * `warm` has the server read the live content when the team server starts, so the first publish finds it read too
 * (a build asked for meanwhile waits for it); a server that ended between builds (its memory over its bound after a
 * full build) is replaced at once by one that reads the content of the last build.
 */
import { rmSync } from 'node:fs';
import { BuildServer, ServerLost } from './buildServer.js';
import { childProcessBuild, type SiteBuild, siteArgs } from './siteBuild.js';

/** The site's build from `projectRoot` on a build server, each build stopped after `limitMs`; `log` hears fallbacks. */
export function serverBuild(
  projectRoot: string,
  limitMs = 20 * 60_000,
  log: (line: string) => void = () => undefined,
  /** Named on the server's command line (`--for <it>`), so its process is found by it: the work folder. */
  label?: string,
): SiteBuild & { close(): void; warm(content: string): void } {
  /** The content of the last build, read again by a new server when the last one ended between builds. */
  let lastContent: string | undefined;
  const server = new BuildServer(
    projectRoot,
    () => {
      if (lastContent) built.warm(lastContent);
    },
    label === undefined ? [] : ['--for', label],
  );
  const oneShot = childProcessBuild(projectRoot, limitMs);
  /** The warm-up while it runs: a build waits for it rather than build elsewhere. */
  let warming: Promise<void> | undefined;
  const built: SiteBuild & { close(): void; warm(content: string): void } = {
    ...oneShot,
    site: async (o) => {
      const { content, out, since, prepared, ...watch } = o;
      await warming;
      if (server.busy) return oneShot.site(o);
      let lost: number | undefined;
      try {
        await server.request(siteArgs({ content, out, since, prepared }), limitMs, {
          ...watch,
          started: (pid) => {
            lost = pid;
            watch.started?.(pid);
          },
        });
        lastContent = content;
      } catch (e) {
        if (!(e instanceof ServerLost)) throw e;
        log(`publishing: ${e.message.split('\n')[0]}; building again in a process of its own`);
        // What its build left beside the release's folder (runBuild.ts's names, with its process id).
        for (const part of lost ? ['tmp', 'client', 'old'] : [])
          rmSync(`${out}.${part}-${lost}`, { recursive: true, force: true });
        rmSync(out, { recursive: true, force: true });
        await oneShot.site(o);
      }
    },
    close: () => server.close(),
    warm: (content) => {
      if (server.busy || warming) return;
      warming = server
        .request(['--content', content, '--warm'], limitMs)
        .catch((e: Error) =>
          log(`publishing: reading the content ahead of the next build failed: ${e.message.split('\n')[0]}`),
        )
        .finally(() => {
          warming = undefined;
        });
    },
  };
  return built;
}
