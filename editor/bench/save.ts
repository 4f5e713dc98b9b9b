/**
 * `npm run bench:save`: how long a person waits on Save in the local editor, through its API as the editor's page
 * calls it. Starts `npm run edit` on a temporary copy of the content, then, on one page, changes one sentence each
 * round and times the two waits a person sees: from the Save click to the dialog (check, then diff) and from the
 * dialog's Save to "Saved" (save, then the page read again).
 *
 *   npx tsx editor/bench/save.ts [--rounds 10] [--file pages/contact.yaml]
 *
 * prints each round, the medians and maxima, and a line `bench save_ms=<median of the save itself>`.
 */
import { startLocalEditor } from './localEditor';

const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const rounds = Number(arg('rounds', '10'));
const file = arg('file', 'pages/contact.yaml');
const port = 5390 + Number(process.env.PW_PORT_OFFSET ?? 0);
const base = `http://localhost:${port}`;

const editor = await startLocalEditor(port);

const html = await (await fetch(`${base}/_edit`)).text();
const token = /name="edit-token" content="([^"]+)"/.exec(html)?.[1] ?? '';
async function call<T>(path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}/_edit/api/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'x-edit-token': token,
      origin: base,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await res.json()) as T & { error?: string };
  if (!res.ok) throw new Error(`${path}: ${res.status} ${json.error ?? ''}`);
  return json;
}
type Opened = { data: Record<string, unknown>; version: string };
const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const out = await work();
  return [out, performance.now() - started];
};

/** The page's data with one more word in its first text of at least 20 characters. */
function changed(data: unknown, n: number): unknown {
  let done = false;
  const walk = (v: unknown, key = ''): unknown => {
    if (!done && typeof v === 'string' && v.length >= 20 && !/^(id|type|route|src|href)$/.test(key)) {
      done = true;
      return `${v.replace(/ \(round \d+\)$/, '')} (round ${n})`;
    }
    if (Array.isArray(v)) return v.map((x) => walk(x));
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x, k)]));
    return v;
  };
  return walk(data);
}

try {
  const toDialog: number[] = [];
  const toSaved: number[] = [];
  const saveOnly: number[] = [];
  // One round first, not counted: the server's first check loads the schemas and the renderer.
  for (let n = 0; n <= rounds; n++) {
    const opened = await call<Opened>(`file?path=${encodeURIComponent(file)}`);
    const data = changed(opened.data, n);
    const [, check] = await timed(() => call('check', { file, data }));
    const [, diff] = await timed(() => call('diff', { file, data }));
    const [, save] = await timed(() => call('save', { file, data, version: opened.version }));
    const [, reopen] = await timed(() => call<Opened>(`file?path=${encodeURIComponent(file)}`));
    if (n === 0) continue;
    toDialog.push(check + diff);
    toSaved.push(save + reopen);
    saveOnly.push(save);
    console.log(
      `round ${n}: to the dialog ${(check + diff).toFixed(0)} ms (check ${check.toFixed(0)}, diff ${diff.toFixed(0)}); ` +
        `to "Saved" ${(save + reopen).toFixed(0)} ms (save ${save.toFixed(0)}, read again ${reopen.toFixed(0)})`,
    );
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const max = (xs: number[]) => Math.max(...xs);
  console.log(`${file}, ${rounds} saves:`);
  console.log(
    `  Save click to the dialog: median ${median(toDialog).toFixed(0)} ms, max ${max(toDialog).toFixed(0)} ms`,
  );
  console.log(`  dialog's Save to "Saved": median ${median(toSaved).toFixed(0)} ms, max ${max(toSaved).toFixed(0)} ms`);
  console.log(`bench save_ms=${median(saveOnly).toFixed(0)}`);
} finally {
  editor.stop();
}
