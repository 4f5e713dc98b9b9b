import { describe, it, expect } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { svgProblems } from '../../src/engine/svgSafety';

describe('svgProblems', () => {
  it('passes every SVG the site ships', () => {
    for (const dir of ['flags', 'partners', 'products']) {
      for (const name of readdirSync(join('public/images', dir))) {
        expect(svgProblems(readFileSync(join('public/images', dir, name), 'utf8')), name).toEqual([]);
      }
    }
    expect(svgProblems(readFileSync('public/images/logo.svg', 'utf8'))).toEqual([]);
  });
  it('names scripts, handlers, embedded HTML and outside references', () => {
    const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">${body}</svg>`;
    expect(svgProblems(svg('<script>alert(1)</script>'))).toEqual(['it contains a <script> element']);
    expect(svgProblems(svg('<rect onload="alert(1)"/>'))).toEqual(['it has an event handler (onload="…")']);
    expect(svgProblems(svg('<foreignObject><div/></foreignObject>'))).toEqual(['it embeds HTML (<foreignObject>)']);
    expect(svgProblems(svg('<a xlink:href="javascript:alert(1)"><text>x</text></a>'))[0]).toMatch(/links outside itself/);
    expect(svgProblems(svg('<image href="https://evil.example/x.png"/>'))[0]).toMatch(/links outside itself/);
    expect(svgProblems(svg('<style>rect{fill:url(https://evil.example/x)}</style>'))).toEqual(['a style refers to an outside file']);
    expect(svgProblems(`<!DOCTYPE svg [<!ENTITY x "y">]>${svg('')}`)).toEqual(['it declares an XML entity']);
  });
  it('accepts references inside the file', () => {
    expect(svgProblems('<svg><defs><linearGradient id="g"/></defs><rect fill="url(#g)"/><use href="#g"/></svg>')).toEqual([]);
  });
});
