/**
 * A synthetic but realistic site for the benchmark, the same for a given size: pages/ (pageMaker.ts),
 * with schema/ and public/ linked to the project's; the blog has one item per tenth page.
 */
import { mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  between,
  MAX_BYTES,
  MIN_BYTES,
  PageMaker,
  pick,
  publicFiles,
  readExamples,
  rngFrom,
  sentence,
  toYaml,
  TOPICS,
  WORDS,
  type Json,
  type Rng,
} from './pageMaker.js';

export interface GeneratedSite {
  /** The content root (pages/, schema/, public/). */
  root: string;
  /** Prerendered paths: page routes + aliases + collection items. */
  pages: number;
  pageFiles: number;
  blogItems: number;
  /** Bytes of YAML under pages/. */
  yamlBytes: number;
}

const AREAS = [
  { prefix: '/services', layout: 'default' },
  { prefix: '/resources/guides', layout: 'resources' },
  { prefix: '/financial', layout: 'resources' },
  { prefix: '/hr', layout: 'resources' },
  { prefix: '/insights', layout: 'default' },
];
const HEADER = '# yaml-language-server: $schema=../schema/page.schema.json\n# Generated for the benchmark.\n';

function blogItem(rng: Rng, id: number, images: string[], categories: string[]): Json {
  const body = Array.from(
    { length: between(rng, 4, 7) },
    (_, i) =>
      `<h2>${sentence(rng, 3, 6).slice(0, -1)}</h2>\n<p>${sentence(rng, 20, 40)} ${sentence(rng, 12, 30)}</p>${i % 3 === 1 ? `\n<ul><li>${sentence(rng, 4, 8)}</li><li>${sentence(rng, 4, 8)}</li></ul>` : ''}`,
  ).join('\n\n');
  return {
    id,
    title: `${sentence(rng, 4, 8).slice(0, -1)} ${id}`,
    excerpt: sentence(rng, 14, 24),
    date: `March ${between(rng, 1, 28)}, 2024`,
    author: pick(rng, ['Meera Kulkarni', 'Arjun Rao', 'Priya Raman', 'Kiran Shetty']),
    authorRole: 'Finance and Compliance',
    readTime: between(rng, 3, 12),
    category: pick(rng, categories),
    featured: id === 1,
    image: { src: pick(rng, images), alt: sentence(rng, 5, 10) },
    content: `${body}\n`,
  };
}

/** Internal link targets (href: /...) in a text. */
function hrefsIn(text: string): string[] {
  return [...text.matchAll(/"?href"?:\s*"?(\/[a-z0-9-/]*)/g)].map((m) => m[1].replace(/(.)\/$/, '$1'));
}

/** Writes a site of `pages` prerendered paths into `dest` (new or empty) from `projectRoot`'s site file and schemas. */
export function generateSite(projectRoot: string, dest: string, pages: number): GeneratedSite {
  const rng = rngFrom(7919 + pages);
  const schemaDir = join(projectRoot, 'schema');
  const ex = readExamples(schemaDir);
  mkdirSync(join(dest, 'pages', 'collections'), { recursive: true });
  symlinkSync(schemaDir, join(dest, 'schema'), 'dir');
  symlinkSync(join(projectRoot, 'public'), join(dest, 'public'), 'dir');

  const siteText = readFileSync(join(projectRoot, 'pages', '_site.yaml'), 'utf8');
  const exampleLinks = hrefsIn(JSON.stringify([...ex.values()]));
  const blogItems = Math.max(2, Math.round(pages / 10));
  const aliasEvery = 50;
  // Routes: the ones linked from examples and the site file first, then generated ones.
  const budget = Math.max(2, pages - blogItems);
  const withAliases = (n: number) => n + Math.floor((n - 1) / aliasEvery);
  const wanted = new Set(['/', '/resources/blog', ...exampleLinks, ...hrefsIn(siteText)]);
  for (let n = 1; withAliases(wanted.size) < budget; n++) {
    wanted.add(`${AREAS[n % AREAS.length].prefix}/${TOPICS[n % TOPICS.length]}-${pick(rng, WORDS)}-${n}`);
  }
  const fileRoutes = [...wanted];
  while (withAliases(fileRoutes.length) > budget && fileRoutes.length > 2) fileRoutes.pop();
  const routeSet = new Set(fileRoutes);
  const linkable = fileRoutes.filter((r) => r !== '/resources/blog');

  // The site file in one language (its `languages` left out: generated sites have no translations), with links to
  // routes this size has no room for sent home.
  const site = siteText
    .replace(/^languages:\n(?:(?: .*)?\n)*/m, '')
    .replace(/^(\s*siteUrl:).*$/m, '$1 https://bench.example.com')
    .replace(/(href:\s*)(\/[a-z0-9-/]*)/g, (m, pre: string, r: string) =>
      routeSet.has(r.replace(/(.)\/$/, '$1')) ? m : `${pre}/`,
    );
  writeFileSync(join(dest, 'pages', '_site.yaml'), site);
  writeFileSync(join(dest, 'pages', '_pending.yaml'), 'routes: []\n');

  const maker = new PageMaker(ex, {
    list: linkable,
    set: routeSet,
    files: new Set(publicFiles(join(projectRoot, 'public'))),
  });
  let yamlBytes = Buffer.byteLength(site);
  let aliases = 0;
  fileRoutes.forEach((route, i) => {
    const area = AREAS.find((a) => route.startsWith(a.prefix));
    const page: Json = { route };
    if (i > 0 && i % aliasEvery === 0) {
      page.aliases = [`/archive/page-${i}`];
      aliases++;
    }
    page.layout = area?.layout ?? 'default';
    const title = `${route.split('/').pop() || 'Home'} ${pick(rng, WORDS)}`.slice(0, 60);
    const description = sentence(rng, 10, 18).slice(0, 190);
    page.meta = { title, description, keywords: [pick(rng, TOPICS), pick(rng, WORDS)] };
    if (route === '/resources/blog') {
      // Four more blocks, the text block among them (it is the one grown to the page's size).
      const more = maker.sections(rng);
      page.sections = [
        maker.block('blogList', rng, 'articles'),
        ...[...more.filter((b) => b.type === 'text'), ...more.filter((b) => b.type !== 'text')].slice(0, 4),
      ];
    } else page.sections = maker.sections(rng);
    const header = HEADER.replace('../schema', `${'../'.repeat(route.split('/').length - 1)}schema`);
    const file = route === '/' ? 'pages/index.yaml' : `pages${route}.yaml`;
    yamlBytes += write(dest, file, maker.fit(page, between(rng, MIN_BYTES + 200, MAX_BYTES - 300), rng, header));
  });

  // The blog: a collection page (the article view) over one item per tenth page.
  const images = readdirSync(join(projectRoot, 'public', 'images', 'blog')).map((f) => `/images/blog/${f}`);
  const blogSchema = JSON.parse(readFileSync(join(schemaDir, 'collections', 'blog.schema.json'), 'utf8')) as {
    properties: { items: { items: { properties: { category: { enum: string[] } } } } };
  };
  const categories = blogSchema.properties.items.items.properties.category.enum;
  // Ids count up from 1, and on every size one article has the id 404 (on small sites the last): a real blog
  // reaches its 404th article, and the build must not mistake its page for the not-found page.
  const idOf = (i: number) => (i === blogItems - 1 && blogItems < 404 ? 404 : i + 1);
  const items = Array.from({ length: blogItems }, (_, i) => blogItem(rng, idOf(i), images, categories));
  yamlBytes += write(dest, 'pages/collections/blog.yaml', toYaml({ items }));
  const article: Json = {
    route: '/resources/blog/$id',
    collection: 'blog',
    layout: 'resources',
    meta: { title: '{title}', description: '{excerpt}', keywords: ['blog'] },
    sections: [maker.block('blogArticle', rng, 'article')],
    notFound: {
      title: 'Blog Post Not Found',
      text: 'The blog post you are looking for does not exist.',
      link: { label: 'Back to Blog', href: '/resources/blog' },
    },
  };
  yamlBytes += write(dest, 'pages/resources/blog/article.yaml', toYaml(article));
  return {
    root: dest,
    pages: fileRoutes.length + aliases + blogItems,
    pageFiles: fileRoutes.length + 1,
    blogItems,
    yamlBytes,
  };
}

function write(root: string, file: string, text: string): number {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
  return Buffer.byteLength(text);
}
