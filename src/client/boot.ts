/**
 * What every page runs before the app's code: reading the boot data, waiting for the page to load and paint, and
 * starting the app. Apart from src/render (the shared `app` chunk), so the entry script stays a few hundred bytes.
 */
import type { BootAssets, BootData, SiteData } from '../contract/pageData';

/** The ids of a prerendered page's two JSON data blocks: the boot data, and the chunks it loads (BootAssets). */
export const BOOT_DATA_ID = 'boot-data';
export const BOOT_ASSETS_ID = 'boot-assets';

export type BootPage = BootData & Partial<BootAssets>;

/**
 * The site settings (SiteData), one file for every page of a language, which the browser fetches beside the app's
 * chunks: this one in the default language, /_site.<code>.json in another (the page's boot assets name it).
 */
export const SITE_DATA_URL = '/_site.json';

/** The boot data the server wrote into the page, with its assets. */
export function readBootData(): BootPage {
  const assets = document.getElementById(BOOT_ASSETS_ID)?.textContent;
  return {
    ...JSON.parse(document.getElementById(BOOT_DATA_ID)!.textContent!),
    ...(assets ? JSON.parse(assets) : {}),
  } as BootPage;
}

/** The boot data in a prerendered page's HTML text, with its assets (build scripts and tests read pages as text). */
export function bootDataIn(html: string): BootPage | undefined {
  const block = (id: string) =>
    new RegExp(`<script type="application/json" id="${id}">([\\s\\S]*?)</script>`).exec(html)?.[1];
  const data = block(BOOT_DATA_ID);
  return data === undefined
    ? undefined
    : ({ ...JSON.parse(data), ...JSON.parse(block(BOOT_ASSETS_ID) ?? '{}') } as BootPage);
}

/** Resolves once the browser has painted the page (the task after the next frame), at once in a hidden tab. */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') resolve();
    else
      requestAnimationFrame(() => {
        setTimeout(resolve, 0);
      });
  });
}

/** How long the app waits at most for the page's pictures before it starts anyway (a slow picture never keeps it from starting). */
export const LOAD_WAIT_MS = 2500;

/**
 * Resolves once the page has loaded (the load event: its pictures first) and painted since, at most LOAD_WAIT_MS
 * after it is called, or at once in a hidden tab; the app's chunks fetched earlier would take the pictures' bandwidth.
 */
export function afterPageLoad(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          addEventListener('load', () => resolve(), { once: true });
          setTimeout(resolve, LOAD_WAIT_MS);
        });
  return loaded.then(afterFirstPaint);
}

/** Starts fetching the chunks the page needs, all at once, rather than one import level at a time. */
export function preloadModules(hrefs: string[]): void {
  const present = new Set(
    [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href')),
  );
  for (const href of new Set(hrefs)) {
    if (!present.has(href))
      document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  }
}

/** The part of src/client/start the entry calls. */
export interface StartModule {
  start(boot: BootPage, site: SiteData): Promise<void>;
}

/**
 * The entry's steps: wait for the page to load and paint, preload the page's chunks, evaluate the app's chunks one
 * task each (no long task) while the site settings are fetched, and start the app in a task of its own. Without the
 * settings the page stays as it was served, with one console warning. The dev server's `devStart` imports the source.
 */
export async function bootApp(
  importUrl: (url: string) => Promise<unknown>,
  devStart?: () => Promise<StartModule>,
): Promise<void> {
  const boot = readBootData();
  await afterPageLoad();
  preloadModules(boot.preload ?? []);
  const settingsUrl = boot.site ?? SITE_DATA_URL;
  const fetching = fetch(settingsUrl)
    .then((res) => {
      if (!res.ok) throw new Error(`${settingsUrl}: ${res.status}`);
      return res.json() as Promise<SiteData>;
    })
    .catch((e: Error) => {
      console.warn(`The page stays as it was served: the site settings could not be loaded (${e.message}).`);
    });
  const steps = boot.start ? boot.start.map((url) => () => importUrl(url)) : [devStart!];
  let app: unknown;
  for (const step of steps) {
    app = await step();
    await new Promise((resolve) => {
      setTimeout(resolve, 0);
    }); // each step a task of its own
  }
  const site = await fetching;
  if (site) await (app as StartModule).start(boot, site);
}
