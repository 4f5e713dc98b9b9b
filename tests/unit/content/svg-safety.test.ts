import { describe, it, expect } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { svgProblems, SVG_PROBLEM } from '../../../src/content/svgSafety';
import { allIconNames, iconSprite } from '../../../src/content/icons';
import { BUILTIN_ICONS } from '../../../src/layout/layoutIcons';

const root = join(import.meta.dirname, '..', '..', '..');
const attacks = join(root, 'tests/fixtures/svg-attacks');
const svgFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.svg'))
    .map((f) => join(dir, f));
const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">${body}</svg>`;

describe('svgProblems passes what the site ships', () => {
  it('every SVG under public/ (favicon, logo, flags, partners, products)', () => {
    const shipped = svgFiles(join(root, 'public'));
    expect(shipped.length).toBeGreaterThanOrEqual(16);
    for (const file of shipped) expect(svgProblems(readFileSync(file, 'utf8')), file).toEqual([]);
  });
  it('the icon sprite the build writes to /icons.svg', () => {
    expect(svgProblems(iconSprite(allIconNames(root, BUILTIN_ICONS)))).toEqual([]);
  });
  it('the catalogue illustration kept with the media scripts', () => {
    expect(svgProblems(readFileSync(join(root, 'tools/media/catalogue/cert.svg'), 'utf8'))).toEqual([]);
  });
  it('clean drawings with gradients, references by id, filters, text, pictures and tool metadata', () => {
    const clean = [
      svg(
        '<defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs><rect fill="url(#g)"/>',
      ),
      svg(
        '<defs><symbol id="s" viewBox="0 0 1 1"><path d="M0 0h1"/></symbol></defs><use href="#s"/><use xlink:href="#s"/>',
      ),
      svg(
        '<filter id="f"><feGaussianBlur in="SourceGraphic" stdDeviation="2"/><feOffset dx="1"/></filter><g filter="url(#f)"/>',
      ),
      svg(
        '<text x="1" y="2" font-family="\'Segoe UI\', sans-serif" xml:space="preserve">A &lt; B<tspan dy="1">c</tspan></text>',
      ),
      svg('<style>rect { fill: url(#g); stroke: #000 } /* a comment */</style><rect style="fill: url(\'#g\')"/>'),
      svg('<image width="1" height="1" href="data:image/png;base64,iVBORw0KGgo="/>'),
      svg(
        '<clipPath id="c"><circle r="1"/></clipPath><mask id="m"><rect/></mask><g clip-path="url(#c)" mask="url(#m)"/>',
      ),
      `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n${svg('<title>t</title>')}`,
      svg(
        '<metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:cc="http://creativecommons.org/ns#" xmlns:dc="http://purl.org/dc/elements/1.1/"><cc:Work rdf:about=""><dc:format>image/svg+xml</dc:format><dc:type rdf:resource="http://purl.org/dc/dcmitype/StillImage"/></cc:Work></rdf:RDF></metadata>',
      ),
      svg('<rect role="img" aria-label="box" data-name="box" width="1" height="1"/><!-- drawn by hand -->'),
    ];
    for (const text of clean) expect(svgProblems(text), text).toEqual([]);
  });
});

describe('svgProblems refuses every known attack', () => {
  const files = readdirSync(attacks).filter((f) => f.endsWith('.svg'));

  it('finds at least one problem in each file of tests/fixtures/svg-attacks', () => {
    expect(files.length).toBeGreaterThanOrEqual(60);
    for (const file of files) expect(svgProblems(readFileSync(join(attacks, file), 'utf8')), file).not.toEqual([]);
  });

  it('names what makes each one unsafe', () => {
    const P = SVG_PROBLEM;
    const expected: Record<string, string> = {
      'prefixed-svg-script': P.script,
      'xhtml-script': P.script,
      'uppercase-script': P.script,
      'mixed-case-script': P.script,
      'handler-svg-tiny': P.script,
      'metadata-script': P.script,
      'foreignobject-iframe-srcdoc': P.html,
      'mixed-case-foreignobject': P.html,
      'iframe-default-xhtml': P.embed('iframe'),
      embed: P.embed('embed'),
      object: P.embed('object'),
      'set-href-javascript': P.animation('set'),
      'set-href-javascript-on-use': P.animation('set'),
      'animate-href-values': P.animation('animate'),
      'animate-onload': P.animation('animate'),
      'animatetransform-only': P.animation('animateTransform'),
      'xlink-href-javascript-a': P.javascript,
      'xlink-href-javascript-use': P.javascript,
      'a-href-entity-javascript': P.javascript,
      'href-tab-in-javascript': P.javascript,
      'href-control-chars-javascript': P.javascript,
      'use-external-file': P.outside('https://evil.example/sprite.svg#icon'),
      'use-relative-file': P.outside('other.svg#icon'),
      'image-http': P.outside('http://evil.example/track.png'),
      'image-data-svg': P.dataDocument,
      'data-text-html-href': P.dataDocument,
      'style-attribute-url': P.cssOutside('url(http://evil.example/paint.svg#p)'),
      'presentation-attribute-url': P.cssOutside('url(https://evil.example/f.svg#f)'),
      'style-element-url': P.cssOutside('url(https://evil.example/x.svg#p)'),
      'style-element-escaped-url': P.cssOutside('url(https://evil.example/x.png)'),
      'style-import': P.cssImport,
      'style-import-commented': P.cssImport,
      'css-expression': P.cssCode,
      'xml-stylesheet-pi': P.stylesheet,
      'php-instruction': P.instruction('php'),
      'billion-laughs': P.entities,
      'external-system-entity': P.entities,
      'doctype-attlist-only': P.entities,
      'onload-root': P.handler('onload'),
      'onbegin-animation-handler': P.handler('onbegin'),
      onmouseover: P.handler('onmouseover'),
      'onload-mixed-case': P.handler('OnLoAd'),
      'metadata-handler': P.handler('onload'),
      'xml-base-external': P.attribute('xml:base'),
      'no-namespace-script': P.notSvg,
      'xhtml-root': P.notDrawing('html'),
      'not-well-formed': P.malformed,
      'comment-hides-html': P.hiddenMarkup,
      'cdata-hides-html': P.hiddenMarkup,
      'style-breakout-cdata': P.hiddenMarkup,
    };
    for (const [name, problem] of Object.entries(expected)) {
      expect(svgProblems(readFileSync(join(attacks, `${name}.svg`), 'utf8')), name).toContain(problem);
    }
  });
});

describe('svgProblems, one sentence at a time', () => {
  it('refuses links, whatever element they are on', () => {
    expect(svgProblems(svg('<a href="#x"><rect/></a>'))).toEqual([SVG_PROBLEM.link]);
    expect(svgProblems(svg('<rect href="https://x.example/"/>'))).toEqual([SVG_PROBLEM.outside('https://x.example/')]);
  });
  it('allows a raster data: picture only on a picture element', () => {
    expect(svgProblems(svg('<use href="data:image/png;base64,AAAA"/>'))).toEqual([SVG_PROBLEM.dataDocument]);
    expect(svgProblems(svg('<image href="data:image/webp;base64,AAAA"/>'))).toEqual([]);
    expect(svgProblems(svg('<image href="data:image/svg+xml,x"/>'))).toEqual([SVG_PROBLEM.dataDocument]);
  });
  it('refuses elements and attributes not on the allow-list', () => {
    expect(svgProblems(svg('<cursor href="#c"/>'))).toEqual([SVG_PROBLEM.element('cursor')]);
    expect(svgProblems(svg('<rect x:y="1" xmlns:x="urn:x"/>'))).toEqual([SVG_PROBLEM.attribute('x:y')]);
    expect(svgProblems(svg('<inkscape:x xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"/>'))).toEqual([
      SVG_PROBLEM.element('inkscape:x'),
    ]);
  });
  it('says each kind of problem once', () => {
    expect(svgProblems(svg('<script>a</script><script>b</script><rect onclick="x"/><rect onclick="y"/>'))).toEqual([
      SVG_PROBLEM.script,
      SVG_PROBLEM.handler('onclick'),
    ]);
  });
  it('treats malformed XML and an empty file as a problem, never an exception', () => {
    for (const text of ['', 'not xml at all', '<svg xmlns="http://www.w3.org/2000/svg" a="1" a="2"/>', '<svg']) {
      expect(svgProblems(text), text).toContain(SVG_PROBLEM.malformed);
    }
  });
});
