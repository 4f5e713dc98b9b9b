/**
 * What the launch check lists of the site's translations (issue 47): sections and articles still awaiting a native
 * speaker's check (`awaitingCheck: true`) and translations made from an earlier version of their English page or
 * article (out of date: visitors see a note). Each is located at its line in the translation file.
 */
import { LineCounter, parseDocument, isMap, isPair, isScalar, type Node } from 'yaml';
import type { LoadedContent } from '../../src/content/load.js';
import { englishFileOf, languagesOf } from '../../src/contract/translation.js';
import type { Finding } from './placeholders.js';

/** The language's name for people (its English name when the site gives one), by code. */
function languageName(content: LoadedContent, code: string): string {
  const langs = content.site ? languagesOf(content.site.data) : [];
  const lang = langs.find((l) => l.code === code);
  return lang?.englishName ?? lang?.name ?? code;
}

/** The findings of the translations in `content` (loaded and checked: loadContent). */
export function translationFindings(content: LoadedContent): Finding[] {
  const out: Finding[] = [];
  const outOfDate = new Set(
    [...(content.translated ?? []), ...(content.translatedItems ?? [])]
      .filter((t) => t.outOfDate)
      .map((t) => t.translation.source.file),
  );
  for (const { source } of content.translations) {
    const file = source.file;
    const code = englishFileOf(file)?.code ?? '';
    const name = languageName(content, code);
    const lines = new LineCounter();
    const doc = parseDocument(source.text, { lineCounter: lines });
    const at = (node: Node | null | undefined) => lines.linePos(node?.range?.[0] ?? 0);
    if (outOfDate.has(file)) {
      const pair = isMap(doc.contents)
        ? doc.contents.items.find((p) => isScalar(p.key) && p.key.value === 'madeFrom')
        : undefined;
      const { line, col } = at((pair?.key as Node | undefined) ?? doc.contents);
      out.push({
        file,
        line,
        col,
        what: `out-of-date ${name} translation`,
        why: "the English page (or article) has changed since this translation was made (visitors see a note): bring it up to date in the editor's translation view and press “The translation is up to date with the English” (or set madeFrom to the version `npm run validate` names)",
      });
    }
    // An article's translation waits as a whole (its `item`).
    const item = isMap(doc.contents) ? doc.contents.get('item', true) : undefined;
    const itemFlag = isMap(item)
      ? item.items.find((p) => isScalar(p.key) && p.key.value === 'awaitingCheck')
      : undefined;
    if (itemFlag && isScalar(itemFlag.value) && itemFlag.value.value === true) {
      const { line, col } = at(itemFlag.key as Node);
      out.push({
        file,
        line,
        col,
        what: `${name} article awaiting a native speaker's check`,
        why: `translated words not yet checked by a native ${name} speaker: once checked, press “Checked by a native speaker” on the article in the editor's translation view (or delete this line)`,
      });
    }
    const sections = isMap(doc.contents) ? doc.contents.get('sections', true) : undefined;
    if (!isMap(sections)) continue;
    for (const section of sections.items) {
      if (!isPair(section) || !isScalar(section.key) || !isMap(section.value)) continue;
      const flag = section.value.items.find((p) => isScalar(p.key) && p.key.value === 'awaitingCheck');
      if (!flag || !isScalar(flag.value) || flag.value.value !== true) continue;
      const { line, col } = at(flag.key as Node);
      out.push({
        file,
        line,
        col,
        what: `${name} section "${String(section.key.value)}" awaiting a native speaker's check`,
        why: `translated words not yet checked by a native ${name} speaker: once checked, press “Checked by a native speaker” on the section in the editor's translation view (or delete this line)`,
      });
    }
  }
  return out;
}
