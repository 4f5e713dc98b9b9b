/**
 * A fixed piece of work, timed in a process of its own just before each size is measured, that tells how fast the
 * machine is at that moment. These machines' speed moves by a quarter to a half from one half hour to the next,
 * and what moves is memory, not the processor (README, Performance): the work therefore builds, copies and throws
 * away objects and text as a build does (objects like parsed YAML, JSON both ways, HTML made by concatenation). The
 * same code gives the same work every time, so two benchmark runs can be compared through it: a run whose
 * reference took a third longer ran on a machine a third slower.
 *
 * Run as `node --import tsx scripts/bench/reference.ts`: prints one JSON line, {"ms": …, "check": …}.
 */
import { pathToFileURL } from 'node:url';

/** The work; returns a checksum of what it made (the same every time), so none of it can be left out. */
export function referenceWork(rounds = 24): number {
  let check = 0;
  for (let r = 0; r < rounds; r++) {
    const items: { id: string; title: string; tags: string[]; body: { text: string; n: number } }[] = [];
    for (let i = 0; i < 6000; i++) {
      items.push({ id: `item-${r}-${i}`, title: `Title number ${i}`, tags: ['accounting', 'payroll', String(i % 7)], body: { text: 'word '.repeat(i % 40), n: i } });
    }
    const json = JSON.stringify(items);
    const back = JSON.parse(json) as typeof items;
    let html = '';
    for (const item of back) html += `<li id="${item.id}" data-n="${item.body.n}"><h3>${item.title}</h3><p>${item.body.text}</p><span>${item.tags.join(', ')}</span></li>`;
    check = (check * 31 + html.length + json.length) % 1_000_003;
  }
  return check;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = performance.now();
  const check = referenceWork();
  console.log(JSON.stringify({ ms: performance.now() - started, check }));
}
