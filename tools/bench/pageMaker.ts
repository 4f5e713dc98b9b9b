/**
 * Pages for the benchmark's generated sites: 5-7 blocks and 3-6 KB of YAML each, made from the block schemas'
 * `examples` with prose varied and internal links pointed at other generated pages.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dump } from 'js-yaml';

export type Json = Record<string, unknown>;

/** A data file as YAML in block style, as an editor writes it, after an optional comment header. */
export function toYaml(data: Record<string, unknown>, header = ''): string {
  return `${header}${dump(data, { lineWidth: -1, noRefs: true })}`;
}
export type Rng = () => number;
/** Where generated links may point (every page route except the blog listing), and the files under public/. */
export interface Routes {
  list: readonly string[];
  set: ReadonlySet<string>;
  files: ReadonlySet<string>;
}

/** mulberry32: a tiny seeded generator, so a size always yields the same site. */
export function rngFrom(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)];
export const between = (rng: Rng, lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1));

export const WORDS = (
  'accounts audit balance books budget capital cash clients company compliance cost deadline deposit ' +
  'director employees estimate exports filing finance forecast growth invoice ledger licence margin monthly ' +
  'notice office partners payroll pension policy profit quarter receipts records refund report returns review ' +
  'salary schedule shares staff statement subsidiary suppliers tax team training turnover vendor wages yearly'
).split(' ');
export const TOPICS = [
  'gst',
  'tds',
  'payroll',
  'audit',
  'incorporation',
  'bookkeeping',
  'advisory',
  'recruitment',
  'training',
  'exports',
];
/** Keys whose values are identifiers, enums or addresses: never varied. */
const FIXED_KEYS = new Set([
  'id',
  'type',
  'src',
  'mobileSrc',
  'href',
  'file',
  'category',
  'value',
  'status',
  'priority',
  'metric',
  'network',
  'media',
  'icon',
  'color',
  'accent',
  'tone',
  'variant',
  'embedUrl',
  'collection',
  'path',
  'service',
  'industry',
  'jurisdiction',
]);

export function sentence(rng: Rng, min: number, max: number): string {
  const words = Array.from({ length: between(rng, min, max) }, () => pick(rng, WORDS));
  return `${words[0][0].toUpperCase()}${words[0].slice(1)} ${words.slice(1).join(' ')}.`;
}

/** A deep copy of an example with prose varied and internal links pointed at other generated pages. */
function vary(value: unknown, rng: Rng, routes: Routes, key = ''): unknown {
  if (Array.isArray(value)) return value.map((v) => vary(v, rng, routes, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, vary(v, rng, routes, k)]));
  }
  if (typeof value !== 'string') return value;
  if (key === 'href' && /^\/[a-z0-9-/]*$/.test(value) && (!routes.set.has(value) || rng() < 0.5))
    return pick(rng, routes.list);
  if (/^\/.*\.[a-z0-9]+$/.test(value) && !routes.files.has(value)) return standIn(value, routes.files);
  if (FIXED_KEYS.has(key) || !value.includes(' ') || /[{}]|^\/|:\/\//.test(value)) return value;
  return value.length > 60 ? `${value} ${sentence(rng, 6, 14)}` : `${value.replace(/\.$/, '')} ${pick(rng, WORDS)}`;
}

/** An existing public file with the same extension and folder depth, for an example naming a file the project lacks. */
function standIn(value: string, files: ReadonlySet<string>): string {
  const ext = value.slice(value.lastIndexOf('.'));
  const depth = value.split('/').length;
  const same = [...files]
    .filter((f) => f.endsWith(ext))
    .sort((a, b) => Math.abs(a.split('/').length - depth) - Math.abs(b.split('/').length - depth));
  return same[0] ?? value;
}

export function publicFiles(dir: string, base = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? publicFiles(join(dir, e.name), `${base}/${e.name}`) : [`${base}/${e.name}`],
  );
}

/** Each block type's `examples`, from schema/blocks/<type>.schema.json. */
export type Examples = Map<string, Json[]>;

export function readExamples(schemaDir: string): Examples {
  const byType: Examples = new Map();
  for (const name of readdirSync(join(schemaDir, 'blocks'))
    .filter((n) => n.endsWith('.schema.json'))
    .sort()) {
    const schema = JSON.parse(readFileSync(join(schemaDir, 'blocks', name), 'utf8')) as { examples?: Json[] };
    byType.set(name.replace('.schema.json', ''), schema.examples ?? []);
  }
  return byType;
}

/** Block types that need a particular page: the article view (a collection page) and the blog listing. */
const PLACED = new Set(['blogArticle', 'blogList']);
/** Blocks that make good detail views of a catalogue entry. */
const DETAIL = ['text', 'list', 'steps', 'faq', 'cta'];
/** Pages are 3-6 KB of YAML. */
export const MIN_BYTES = 3 * 1024;
export const MAX_BYTES = 6 * 1024;
/** Small blocks, swapped in for large ones on pages past 6 KB. */
const SMALL = ['stats', 'cta', 'list', 'hero', 'steps', 'map', 'logos'];

export class PageMaker {
  private turn = 0;
  private readonly general: string[];
  constructor(
    private readonly ex: Examples,
    private readonly routes: Routes,
  ) {
    this.general = [...ex.keys()].filter((t) => !PLACED.has(t) && ex.get(t)!.length);
  }

  block(type: string, rng: Rng, id: string): Json {
    const block = vary(pick(rng, this.ex.get(type)!), rng, this.routes) as Json;
    block.id = id;
    if (type === 'catalogue') this.nestDetails(block, rng);
    return block;
  }

  /** Three services: the example's, one with two subsections (one block each) and one with a detail view of 1-2 blocks. */
  private nestDetails(block: Json, rng: Rng): void {
    const detail = (count: number, types = DETAIL): Json[] => {
      const start = between(rng, 0, types.length - 1);
      return Array.from({ length: count }, (_, i) => types[(start + i) % types.length]).map((t, i) =>
        this.block(t, rng, `${t}-${i + 1}`),
      );
    };
    const [first] = block.items as Json[];
    const entry = (i: number): Json => {
      const topic = TOPICS[(i + between(rng, 0, 9)) % TOPICS.length];
      return {
        id: `${topic}-${i}`,
        title: `${topic.toUpperCase()} ${pick(rng, WORDS)}`,
        description: sentence(rng, 8, 14),
        icon: first.icon,
        color: first.color,
      };
    };
    const parent = entry(1);
    parent.subsections = [1, 2].map((j) => ({
      ...entry(10 + j),
      sections: detail(
        1,
        DETAIL.filter((t) => t !== 'faq'),
      ),
    }));
    block.items = [first, parent, { ...entry(2), sections: detail(between(rng, 1, 2)) }];
  }

  /**
   * The page as YAML of about `target` bytes (3-6 KB): past 6 KB the largest blocks are dropped (down to five)
   * or swapped for small ones; below the target, paragraphs are added to the text block.
   */
  fit(page: Json, target: number, rng: Rng, header: string): string {
    const sections = page.sections as Json[];
    const text = sections.find((s) => s.type === 'text')!;
    const size = (s: Json) => JSON.stringify(s).length;
    const bytes = (yaml: string) => Buffer.byteLength(yaml);
    let yaml = toYaml(page, header);
    for (let tries = 0; bytes(yaml) > MAX_BYTES && tries < 8; tries++) {
      const largest = sections
        .filter(
          (s) =>
            s !== text && s.type !== 'catalogue' && !PLACED.has(s.type as string) && !SMALL.includes(s.type as string),
        )
        .sort((x, y) => size(y) - size(x))[0];
      const catalogue = sections.find((s) => s.type === 'catalogue');
      if (!largest && catalogue) {
        // A catalogue and small blocks only: its last service's detail becomes one text block.
        const last = (catalogue.items as Json[]).at(-1)!;
        const detail = last.sections as Json[];
        if (detail.length === 1 && detail[0].type === 'text') break;
        last.sections = [this.block('text', rng, 'text-1')];
      } else if (!largest) break;
      else {
        const at = sections.indexOf(largest);
        const small = SMALL.find((t) => !sections.some((s) => s.type === t));
        if (sections.length > 5 || !small) sections.splice(at, 1);
        else sections[at] = this.block(small, rng, `${small.toLowerCase()}-${at + 1}`);
      }
      yaml = toYaml(page, header);
    }
    // Each paragraph adds its text and the `      - ` before it (written once at the end: writing YAML is slow).
    let estimate = bytes(yaml);
    while (estimate < target) {
      const paragraph = `${sentence(rng, 10, 18)} ${sentence(rng, 10, 18)}`;
      if (estimate + paragraph.length + 16 > MAX_BYTES) break;
      (text.paragraphs as string[]).push(paragraph);
      estimate += paragraph.length + 9;
    }
    return estimate === bytes(yaml) ? yaml : toYaml(page, header);
  }

  /** 5-7 blocks of different types, rotating through all types so each is used. */
  sections(rng: Rng): Json[] {
    const count = between(rng, 5, 7);
    const types = new Set<string>(['text']);
    while (types.size < count) types.add(this.general[this.turn++ % this.general.length]);
    return [...types].sort(() => rng() - 0.5).map((t, i) => this.block(t, rng, `${t.toLowerCase()}-${i + 1}`));
  }
}
