/**
 * The preview of a translation's draft in its language, made from the English page's page data with the
 * translation's words put in (applyTranslation) and the site settings in that language (translateSite): what the
 * translator's view draws where the site's manifest has no page at the translation's address (a translation whose
 * draft the content loader cannot place yet). The preview frame draws it with the site's own renderer.
 */
import type { LoadedContent } from '../../src/content/contentTypes.js';
import type { SiteManifest } from '../../src/content/manifest.js';
import { applyTranslation, languagesOf, translateSite, type Translation } from '../../src/contract/translation.js';
import { dataKeyOf, type PageData, type SiteData } from '../../src/contract/pageData.js';
import type { Page } from '../../src/generated/content.js';
import { addressIn } from '../contract/translationStatus.js';
import { wordsRuleIn } from './translations.js';

/** The page data of translation `draft` of English page `of.english` in language `of.code`; undefined without one. */
export function translatedPreview(
  root: string,
  content: LoadedContent,
  manifest: SiteManifest,
  of: { code: string; english: string },
  draft: unknown,
): PageData | undefined {
  const english = content.pages.find((p) => p.source.file === of.english);
  const data = english ? manifest.pages.get(dataKeyOf(english.data.route)) : undefined;
  if (!english || !data || !draft || typeof draft !== 'object') return undefined;
  const rule = wordsRuleIn(root);
  const made = applyTranslation(
    { meta: english.data.meta, sections: data.sections } as Pick<Page, 'meta' | 'sections'>,
    draft as Translation,
    rule,
  );
  const title =
    made.meta.title === english.data.meta.title
      ? data.head.title
      : data.head.title.replace(english.data.meta.title, made.meta.title);
  return {
    ...data,
    path: addressIn(english.data.route, of.code),
    sections: made.sections,
    head: { ...data.head, title, lang: of.code },
    lang: of.code,
  };
}

/** The site settings' data in language `code` (its shared words put in), as a page in that language is drawn. */
export function translatedSiteData(root: string, site: SiteData, code: string): SiteData {
  const lang = languagesOf(site.site as Parameters<typeof languagesOf>[0]).find((l) => l.code === code);
  if (!lang) return site;
  return { ...site, site: translateSite(site.site, lang, wordsRuleIn(root)), head: { ...site.head, lang: code } };
}
