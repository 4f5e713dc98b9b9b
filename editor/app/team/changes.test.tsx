// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ChangeSet, ReleasesAnswer, ReviewAnswer } from '../../contract/changes';
import type { Job } from '../../contract/jobs';
import { words } from '../../contract/words';

// The page as the team server renders it, before any module reads it.
vi.hoisted(() => {
  const put = (name: string, content: string) => {
    const m = document.createElement('meta');
    m.name = name;
    m.content = content;
    document.head.append(m);
  };
  put('edit-token', 'tok-123');
  put('preview-origin', 'http://preview.test');
  put('edit-person', '{"id":1,"name":"Asha Rao","email":"asha@firm.in","role":"editor"}');
  put('edit-team', '{"publishers":["Ravi Kumar"],"publishTo":null,"signIn":"password"}');
});

import { pendingFocus } from '../focusField';
import { ChangesEntry } from './ChangesEntry';
import { ChangesPanel } from './ChangesPanel';
import { JobProgress } from './JobProgress';
import { changesChanged } from './changeState';
import { PersonMenu } from './PersonMenu';
import { ReleasesScreen, SEARCH_POLL_MS } from './ReleasesScreen';
import { ReviewScreen } from './ReviewScreen';
import { type Session, session } from './session';
import { teamScreen } from './TeamApp';
import { CHANGES_POLL_MS } from './useChanges';
import { FIRST_POLL_MS, JOB_POLL_MS } from './useJob';

interface Call {
  path: string;
  method: string;
  body: unknown;
}
let calls: Call[] = [];
let answer: (path: string, body: unknown) => { status?: number; json: unknown } = () => ({ json: {} });
const posts = () => calls.filter((c) => c.method === 'POST' && c.path !== 'check');

beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
});
beforeEach(() => {
  calls = [];
  answer = () => ({ json: {} });
  location.hash = '';
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal('matchMedia', () => ({ matches: false }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = url.replace('/_edit/api/', '');
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ path, method: init.method ?? 'GET', body });
      const { status = 200, json } = answer(path, body);
      return new Response(JSON.stringify(json), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const as = (role: Session['person']['role']): Session => ({ ...session!, person: { ...session!.person, role } });
const asha = { name: 'Asha Rao', email: 'asha@firm.in' };
const ravi = { name: 'Ravi Kumar', email: 'ravi@firm.in' };
const aboutPage = {
  file: 'pages/about.yaml',
  label: 'About us',
  kind: 'page' as const,
  route: '/about',
  change: 'changed' as const,
};
const changeSet = (over: Partial<ChangeSet> = {}): ChangeSet => ({
  id: 'cs1',
  title: 'New opening hours',
  state: 'draft',
  owner: asha,
  authors: [asha, ravi],
  files: [aboutPage, { file: 'public/images/shop.jpg', label: 'shop.jpg', kind: 'picture', change: 'added' }],
  comments: [],
  createdAt: '2026-11-20T09:00:00Z',
  updatedAt: '2026-11-21T09:00:00Z',
  ...over,
});
const release = {
  id: 'r9',
  at: '2026-11-26T10:00:00Z',
  by: ravi,
  kind: 'publish' as const,
  changeSets: [{ id: 'cs1', title: 'New opening hours' }],
  commit: 'c9',
  seconds: 4,
};
const job = (over: Partial<Job> = {}): Job => ({
  id: 'j1',
  kind: 'publish',
  state: 'waiting',
  steps: ['check', 'build', 'switch'],
  title: 'Publishing “New opening hours”',
  changeSet: 'cs1',
  by: ravi,
  createdAt: '2026-11-26T10:00:00Z',
  ...over,
});
const restoreJob = (over: Partial<Job> = {}): Job =>
  job({
    id: 'j2',
    kind: 'restore',
    steps: ['switch'],
    title: 'Bringing back the version of 20 Nov 2026',
    changeSet: undefined,
    ...over,
  });
/** Lets the mocked calls answer and React draw what they brought. */
const settle = () =>
  act(async () => {
    for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
  });

describe('My changes', () => {
  it('shows by itself what another person did meanwhile (asked again every little while)', async () => {
    vi.useFakeTimers();
    let current = changeSet({ state: 'in-review' });
    answer = (path) => (path === 'changes' ? { json: { current: null, mine: [current], waiting: [] } } : { json: {} });
    render(<ChangesPanel announce={vi.fn()} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(document.querySelector('[data-set="cs1"]')?.textContent).toContain('In review');
    current = changeSet({ state: 'sent-back', comments: [{ by: ravi, at: '2026-11-22T10:00:00Z', text: 'Fix it.' }] });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CHANGES_POLL_MS + 10);
    });
    expect(document.querySelector('[data-set="cs1"]')?.textContent).toContain('Sent back');
  });

  it('shows the current set: its state in words, who changed it, its files openable in the editor, the comments', async () => {
    const current = changeSet({
      state: 'sent-back',
      comments: [{ by: ravi, at: '2026-11-22T10:00:00Z', text: 'Please add Sunday hours.' }],
    });
    const waiting = changeSet({ id: 'cs0', title: 'Team photo', state: 'in-review', comments: [] });
    answer = (path) =>
      path === 'changes' ? { json: { current, mine: [current, waiting], waiting: [] } } : { json: {} };
    render(<ChangesPanel announce={vi.fn()} />);
    await settle();
    const card = screen.getByRole('region', { name: 'New opening hours' });
    expect(within(card).getByText(/^Sent back: see the comments/)).toBeTruthy();
    expect(within(card).getByText('Changed by Asha Rao and Ravi Kumar')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Open About us in the editor' }).getAttribute('href')).toBe(
      '#pages/about.yaml',
    );
    expect(within(card).getByText('shop.jpg')).toBeTruthy();
    expect(within(card).getByText('Please add Sunday hours.')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'See the change before and after' }).getAttribute('href')).toBe(
      '#review/cs1',
    );
    const other = document.querySelector('[data-set="cs0"]') as HTMLElement;
    expect(within(other).getByText('In review')).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(other).getByRole('button', { name: 'Withdraw from review: Team photo' }));
    });
    expect(posts()).toEqual([{ path: 'changes/withdraw', method: 'POST', body: { id: 'cs0' } }]);
  });

  it('sends the set for review, with the title typed when it is new, else without one', async () => {
    const current = changeSet();
    answer = (path) => (path === 'changes' ? { json: { current, mine: [current], waiting: [] } } : { json: current });
    const announce = vi.fn();
    render(<ChangesPanel announce={announce} />);
    await settle();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send for review' }));
    });
    expect(posts().at(-1)).toEqual({ path: 'changes/submit', method: 'POST', body: { id: 'cs1' } });
    fireEvent.change(screen.getByLabelText(/Title of these changes/), { target: { value: 'Sunday hours' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send for review' }));
    });
    expect(posts().at(-1)).toEqual({
      path: 'changes/submit',
      method: 'POST',
      body: { id: 'cs1', title: 'Sunday hours' },
    });
    expect(announce).toHaveBeenCalledWith('Sent for review. A publisher will look at it.');
  });

  it('says a refusal in plain words', async () => {
    answer = () => ({ status: 403, json: { error: 'Forbidden' } });
    render(<ChangesPanel announce={vi.fn()} />);
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Your role does not allow this. Ask an administrator.');
  });
});

const review = (over: Partial<ReviewAnswer> = {}): ReviewAnswer => ({
  set: changeSet({ state: 'in-review', submittedAt: '2026-11-22T08:00:00Z' }),
  pages: [
    {
      file: aboutPage,
      diff: '--- a\n+++ b\n-hours: 9 to 5\n+hours: 9 to 6\n',
      beforeText: 'title: About us\nhours: 9 to 5\n',
      afterText: 'title: About us\nhours: 9 to 6\n',
    },
  ],
  problems: [{ file: 'pages/about.yaml', path: '/sections/1/heading', message: '“Heading” needs to be filled in.' }],
  canApprove: true,
  version: 'a'.repeat(40),
  ...over,
});
/** The review's calls: the review, the schemas (none: labels from the field names), each version's check. */
const reviewServer =
  (
    r: ReviewAnswer,
    more: (path: string, body: unknown) => { status?: number; json: unknown } | undefined = () => undefined,
  ) =>
  (path: string, body: unknown) => {
    const extra = more(path, body);
    if (extra) return extra;
    if (path.startsWith('changes/review?')) return { json: r };
    if (path === 'schemas') return { status: 500, json: { error: 'none' } };
    if (path === 'check') {
      const data = (body as { data: { hours: string } }).data;
      return {
        json: {
          text: '',
          problems: [],
          preview: { path: '/about', page: { hours: data.hours }, site: {}, collections: [] },
        },
      };
    }
    return { json: {} };
  };

describe('the review of a change set', () => {
  it('shows the change in plain words and draws the page before and after in preview frames', async () => {
    answer = reviewServer(review());
    render(<ReviewScreen id="cs1" session={as('publisher')} announce={vi.fn()} />);
    await settle();
    expect(calls[0]?.path).toBe('changes/review?id=cs1');
    const page = document.querySelector('[data-review-page="pages/about.yaml"]') as HTMLElement;
    expect(within(page).getByRole('heading', { name: 'Changes to About us' })).toBeTruthy();
    expect(within(page).getByText('Hours: “9 to 5” → “9 to 6”')).toBeTruthy();
    expect(page.textContent).not.toContain('hours:');
    const before = screen.getByTitle('About us: Before (live now)') as HTMLIFrameElement;
    const after = screen.getByTitle('About us: After') as HTMLIFrameElement;
    expect(before.getAttribute('src')).toBe('http://preview.test/_edit/preview');
    // Each frame, once ready, is sent its version's page data.
    for (const [frame, hours] of [
      [before, '9 to 5'],
      [after, '9 to 6'],
    ] as const) {
      const post = vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => {});
      await act(async () => {
        window.dispatchEvent(
          new MessageEvent('message', {
            data: { type: 'preview:ready' },
            origin: 'http://preview.test',
            source: frame.contentWindow,
          }),
        );
      });
      expect(post).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'preview:draft', preview: expect.objectContaining({ page: { hours } }) }),
        'http://preview.test',
      );
    }
  });

  it("draws a change to a language's shared words on that language's home page, before and after", async () => {
    const siteText = (technology: string) =>
      `languages:\n  - code: en\n    name: English\n  - code: kn\n    name: ಕನ್ನಡ\n    words:\n      Technology: ${technology}\n`;
    const siteFile = {
      file: 'pages/_site.yaml',
      label: 'Site settings',
      kind: 'site' as const,
      change: 'changed' as const,
    };
    answer = reviewServer(
      review({ pages: [{ file: siteFile, diff: '', beforeText: siteText('ತಂತ್ರಜ್ಞಾನ'), afterText: siteText('ಡಿಜಿಟಲ್') }] }),
    );
    render(<ReviewScreen id="cs1" session={as('publisher')} announce={vi.fn()} />);
    await settle();
    const checks = calls
      .filter((c) => c.path === 'check')
      .map((c) => c.body as { previewPath?: string; live?: boolean });
    expect(checks.map((c) => [c.previewPath, !!c.live]).sort()).toEqual([
      ['/kn', false],
      ['/kn', true],
    ]);
  });

  it('names each problem by its page and field, and opens the page at that field', async () => {
    answer = reviewServer(review());
    render(<ReviewScreen id="cs1" session={as('publisher')} announce={vi.fn()} />);
    await settle();
    const problem = within(document.querySelector('[data-review-problems]') as HTMLElement).getByRole('button');
    expect(problem.textContent).toContain('About us › Sections › item 2 › Heading');
    fireEvent.click(problem);
    expect(location.hash).toBe('#pages/about.yaml');
    expect(pendingFocus.take('pages/about.yaml')).toEqual(['sections', 1, 'heading']);
  });

  it('approves and publishes now: the job’s steps as they happen, the buttons gone, then live with the seconds', async () => {
    vi.useFakeTimers();
    const running = job({ state: 'running', step: 'check' });
    const asked: Job[] = [
      job({ state: 'running', step: 'build', progress: { done: 12, total: 31 } }),
      job({ state: 'done', release: { ...release, seconds: 4 } }),
    ];
    answer = reviewServer(review(), (path) => {
      if (path === 'changes/approve')
        return { status: 202, json: { set: changeSet({ state: 'in-review' }), job: running } };
      if (path === 'jobs') return { json: { jobs: [asked.length > 1 ? asked.shift() : asked[0]] } };
      return undefined;
    });
    const announce = vi.fn();
    render(<ReviewScreen id="cs1" session={as('publisher')} announce={announce} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Approve and publish now' }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(posts()).toEqual([
      { path: 'changes/approve', method: 'POST', body: { id: 'cs1', version: 'a'.repeat(40) } },
    ]);
    const status = () => document.querySelector('[data-review-actions] [role="status"]')?.textContent;
    const stepState = (step: string) =>
      document.querySelector(`[data-review-actions] [data-step="${step}"]`)?.getAttribute('data-state');
    expect(status()).toBe('Publishing “New opening hours”…');
    expect(stepState('check')).toBe('now');
    expect(screen.queryByRole('button', { name: 'Approve and publish now' })).toBeNull();
    // Asked soon after the click (a publish made ready ahead ends within a few tenths of a second), then less often.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(FIRST_POLL_MS);
    });
    expect(stepState('check')).toBe('done');
    expect(stepState('build')).toBe('now');
    expect(document.querySelector('[data-review-actions] [data-pages]')?.textContent).toBe('12 of 31 pages');
    expect(screen.queryByRole('button', { name: 'Approve and publish now' })).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2 * FIRST_POLL_MS);
    });
    expect(status()).toBe('Live: the site was updated in 4 seconds from your click.');
    expect(announce).toHaveBeenLastCalledWith('Live: the site was updated in 4 seconds from your click.');
    expect(document.querySelector('[data-review-actions] [data-state="now"]')).toBeNull();
  });

  it('finds a publish under way again after a reload, without the buttons, and follows it to its end', async () => {
    vi.useFakeTimers();
    answer = reviewServer(review({ job: job({ state: 'running', step: 'build' }) }), (path) =>
      path === 'jobs' ? { json: { jobs: [job({ state: 'done', release })] } } : undefined,
    );
    render(<ReviewScreen id="cs1" session={as('publisher')} announce={vi.fn()} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(document.querySelector('[data-review-actions] [data-step="build"]')?.getAttribute('data-state')).toBe('now');
    expect(screen.queryByRole('button', { name: 'Approve and publish now' })).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(JOB_POLL_MS);
    });
    expect(document.querySelector('[data-review-actions] [role="status"]')?.textContent).toBe(
      'Live: the site was updated in 4 seconds from your click.',
    );
  });

  it('approves for a later time, sending that time, with the time zone named', async () => {
    answer = reviewServer(review(), (path) =>
      path === 'changes/approve'
        ? { json: { set: changeSet({ state: 'scheduled', scheduledFor: '2099-01-02T05:00:00Z' }) } }
        : undefined,
    );
    render(<ReviewScreen id="cs1" session={as('publisher')} announce={vi.fn()} />);
    await settle();
    const input = screen.getByLabelText(/Date and time/) as HTMLInputElement;
    expect(input.type).toBe('datetime-local');
    expect(screen.getByText(/^Times are in your time zone: .+\.$/)).toBeTruthy();
    fireEvent.change(input, { target: { value: '2099-01-02T10:30' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /^Approve for 2 Jan 2099/ }));
    });
    expect(posts()).toEqual([
      {
        path: 'changes/approve',
        method: 'POST',
        body: { id: 'cs1', version: 'a'.repeat(40), at: new Date('2099-01-02T10:30').toISOString() },
      },
    ]);
    expect(screen.getByText(/^Scheduled for/)).toBeTruthy();
  });

  it('names the version reviewed; when the set changed since, says so and shows the review again', async () => {
    let reviews = 0;
    const changed = 'The author changed this set after you opened it; look at it again.';
    answer = (path: string, body: unknown) => {
      if (path.startsWith('changes/review?')) {
        reviews++;
        return reviews === 1
          ? { json: review() }
          : {
              json: review({
                version: 'b'.repeat(40),
                pages: [{ ...review().pages[0], afterText: 'title: About us\nhours: 7 to 7\n' }],
              }),
            };
      }
      if (path === 'changes/approve') return { status: 409, json: { error: changed, reviewAgain: true } };
      return reviewServer(review())(path, body);
    };
    render(<ReviewScreen id="cs1" session={as('publisher')} announce={vi.fn()} />);
    await settle();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Approve and publish now' }));
    });
    await settle();
    expect(posts()).toEqual([
      { path: 'changes/approve', method: 'POST', body: { id: 'cs1', version: 'a'.repeat(40) } },
    ]);
    expect(screen.getByText(changed)).toBeTruthy();
    // The review was asked for again: the new version's words are on screen, and the next approval names it.
    expect(reviews).toBe(2);
    expect(screen.getByText('Hours: “9 to 5” → “7 to 7”')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Approve and publish now' }));
    });
    await settle();
    expect(posts().at(-1)?.body).toEqual({ id: 'cs1', version: 'b'.repeat(40) });
  });

  it('cannot be approved when the server says why not, and says why', async () => {
    answer = reviewServer(review({ canApprove: false, why: 'You cannot approve your own changes.' }));
    render(<ReviewScreen id="cs1" session={as('publisher')} announce={vi.fn()} />);
    await settle();
    const now = screen.getByRole('button', { name: 'Approve and publish now' }) as HTMLButtonElement;
    expect(now.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Approve for a later time' }) as HTMLButtonElement).disabled).toBe(true);
    const why = screen.getByText('You cannot approve your own changes.');
    expect(now.getAttribute('aria-describedby')).toBe(why.id);
  });

  it('sends back only with a comment, which goes with it', async () => {
    answer = reviewServer(review(), (path) =>
      path === 'changes/send-back' ? { json: changeSet({ state: 'sent-back' }) } : undefined,
    );
    render(<ReviewScreen id="cs1" session={as('publisher')} announce={vi.fn()} />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Send back' }));
    expect(screen.getByRole('alert').textContent).toBe('Write what should change before sending it back.');
    expect(posts()).toEqual([]);
    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: 'Sunday is missing.' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send back' }));
    });
    expect(posts()).toEqual([
      { path: 'changes/send-back', method: 'POST', body: { id: 'cs1', text: 'Sunday is missing.' } },
    ]);
    expect(document.querySelector('[data-state]')?.getAttribute('data-state')).toBe('sent-back');
  });

  it('adds a comment, and takes a scheduled set off the schedule', async () => {
    const scheduled = changeSet({ state: 'scheduled', scheduledFor: '2099-01-02T05:00:00Z' });
    answer = reviewServer(review({ set: scheduled }), (path, body) =>
      path === 'changes/comment'
        ? {
            json: {
              ...scheduled,
              comments: [{ by: ravi, at: '2026-11-23T10:00:00Z', text: (body as { text: string }).text }],
            },
          }
        : path === 'changes/unschedule'
          ? { json: changeSet({ state: 'in-review' }) }
          : undefined,
    );
    render(<ReviewScreen id="cs1" session={as('publisher')} announce={vi.fn()} />);
    await settle();
    expect(screen.getByText(/^Scheduled for 2 Jan 2099/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send back' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: 'Looks good.' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add a comment' }));
    });
    expect(within(document.querySelector('[data-comments]') as HTMLElement).getByText('Looks good.')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Take it off the schedule' }));
    });
    expect(posts()).toEqual([
      { path: 'changes/comment', method: 'POST', body: { id: 'cs1', text: 'Looks good.' } },
      { path: 'changes/unschedule', method: 'POST', body: { id: 'cs1' } },
    ]);
    expect(screen.getByRole('button', { name: 'Approve and publish now' })).toBeTruthy();
  });

  it('shows a failed publish in words, where it stopped, and gives the buttons back', async () => {
    vi.useFakeTimers();
    answer = reviewServer(review(), (path) => {
      if (path === 'changes/approve')
        return {
          status: 202,
          json: { set: changeSet({ state: 'in-review' }), job: job({ state: 'running', step: 'check' }) },
        };
      if (path === 'jobs')
        return {
          json: {
            jobs: [
              job({
                state: 'failed',
                step: 'build',
                message: 'The site could not be built. The change set is kept as it was.',
              }),
            ],
          },
        };
      return undefined;
    });
    render(<ReviewScreen id="cs1" session={as('publisher')} announce={vi.fn()} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Approve and publish now' }));
      await vi.advanceTimersByTimeAsync(0);
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(JOB_POLL_MS);
    });
    expect(document.querySelector('[data-review-actions] [role="status"]')?.textContent).toBe(
      'Not done: The site could not be built. The change set is kept as it was.',
    );
    expect(document.querySelector('[data-review-actions] [data-step="build"]')?.getAttribute('data-state')).toBe(
      'failed',
    );
    expect(document.querySelector('[data-review-actions] [data-step="check"]')?.getAttribute('data-state')).toBe(
      'done',
    );
    expect(screen.getByRole('button', { name: 'Approve and publish now' })).toBeTruthy();
  });

  it('shows an editor their own review without the publisher buttons', async () => {
    answer = reviewServer(review({ canApprove: false }));
    render(<ReviewScreen id="cs1" session={as('editor')} announce={vi.fn()} />);
    await settle();
    expect(screen.getByText('Hours: “9 to 5” → “9 to 6”')).toBeTruthy();
    for (const name of ['Approve and publish now', 'Approve for a later time', 'Send back'])
      expect(screen.queryByRole('button', { name })).toBeNull();
  });
});

describe('a job the server was stopped in', () => {
  it('says on screen whether it was finished or undone at the next start, and where it stopped', () => {
    const undone = job({ state: 'undone', step: 'build', afterRestart: true, message: words.jobs.undone });
    render(<JobProgress job={undone} />);
    const box = document.querySelector('[data-job="undone"]') as HTMLElement;
    expect(within(box).getByRole('status').textContent).toBe(words.jobs.undone);
    expect(box.querySelector('[data-step="check"]')?.getAttribute('data-state')).toBe('done');
    expect(box.querySelector('[data-step="build"]')?.getAttribute('data-state')).toBe('failed');
    expect(box.querySelector('[data-step="switch"]')?.getAttribute('data-state')).toBe('next');
    cleanup();
    const release = { id: 'r9', seconds: 4 } as never;
    const finished = job({
      state: 'done',
      step: 'switch',
      afterRestart: true,
      message: words.jobs.finishedAfterStop,
      release,
    });
    render(<JobProgress job={finished} />);
    const done = document.querySelector('[data-job="done"]') as HTMLElement;
    expect(within(done).getByRole('status').textContent).toBe(words.jobs.live(4));
    expect(done.textContent).toContain(words.jobs.finishedAfterStop);
    const restore = restoreJob({
      state: 'undone',
      step: 'switch',
      afterRestart: true,
      message: words.jobs.restoreUndone,
    });
    cleanup();
    render(<JobProgress job={restore} />);
    expect(screen.getByRole('status').textContent).toBe(words.jobs.restoreUndone);
  });
});

describe('the live site', () => {
  const releases = (): ReleasesAnswer => ({
    releases: [
      {
        id: 'r2',
        at: '2026-11-25T10:00:00Z',
        by: ravi,
        kind: 'publish',
        changeSets: [{ id: 'cs1', title: 'New opening hours' }],
        commit: 'b2',
        seconds: 5,
      },
      {
        id: 'r1',
        at: '2026-11-20T10:00:00Z',
        by: ravi,
        kind: 'publish',
        changeSets: [{ id: 'cs0', title: 'Team photo' }],
        commit: 'a1',
        seconds: 6,
      },
      {
        id: 'r0',
        at: '2026-11-19T10:00:00Z',
        by: { name: 'The editor', email: '' },
        kind: 'first',
        changeSets: [],
        commit: 'a0',
        seconds: 40,
      },
    ],
    live: 'r2',
    search: { release: 'r2', ready: true },
  });

  it('lists the releases, marks the live one, and restores an earlier one after a plain confirmation', async () => {
    let list = releases();
    const restore = {
      id: 'r3',
      at: '2026-11-26T10:00:00Z',
      by: asha,
      kind: 'restore',
      changeSets: [],
      restored: 'r1',
      commit: 'c3',
      seconds: 3,
    };
    answer = (path) => {
      if (path === 'releases') return { json: list };
      if (path === 'releases/restore')
        return { status: 202, json: { job: restoreJob({ state: 'running', step: 'switch' }) } };
      if (path === 'jobs') {
        list = { ...list, releases: [restore as never, ...list.releases], live: 'r3' };
        return { json: { jobs: [restoreJob({ state: 'done', release: restore as never })] } };
      }
      return { json: {} };
    };
    const announce = vi.fn();
    render(<ReleasesScreen announce={announce} />);
    await settle();
    const live = document.querySelector('[data-release="r2"]') as HTMLElement;
    expect(within(live).getByText('Live now')).toBeTruthy();
    expect(within(live).getByText('With: New opening hours')).toBeTruthy();
    expect(within(live).queryByRole('button')).toBeNull();
    expect(screen.getByText('Search is up to date.')).toBeTruthy();
    const firstVersion = document.querySelector('[data-release="r0"]') as HTMLElement;
    expect(firstVersion.textContent).toContain('the first version of the site');
    expect(firstVersion.textContent).not.toContain('published by');
    fireEvent.click(screen.getByRole('button', { name: /^Restore this version, of 20 Nov 2026/ }));
    const dialog = screen.getByRole('dialog', { name: 'Restore this version?' });
    expect(dialog.textContent).toMatch(/The live site goes back to how it was on 20 Nov 2026/);
    expect(posts()).toEqual([]);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    });
    await settle();
    expect(posts()).toEqual([{ path: 'releases/restore', method: 'POST', body: { id: 'r1' } }]);
    const steps = document.querySelector('[data-job]') as HTMLElement;
    expect(steps.querySelector('[data-step="switch"]')?.getAttribute('data-state')).toBe('now');
    expect(steps.querySelector('[data-step="build"]')).toBeNull();
    // While it runs, no version offers to be restored: the buttons come back when it is done.
    const restoreButtons = () => screen.queryAllByRole('button', { name: /^Restore this version/ });
    expect(restoreButtons()).toEqual([]);
    expect(screen.getByText(words.changesApp.restoreAfterWork)).toBeTruthy();
    await act(async () => {
      await new Promise((r) => setTimeout(r, JOB_POLL_MS + 100));
    });
    await settle();
    expect(restoreButtons().map((b) => /of (\d+ Nov)/.exec(b.getAttribute('aria-label') ?? '')?.[1])).toEqual([
      '25 Nov',
      '20 Nov',
      '19 Nov',
    ]);
    expect(screen.queryByText(words.changesApp.restoreAfterWork)).toBeNull();
    expect(announce).toHaveBeenCalledWith('Done: the earlier version is live again.');
    const first = document.querySelector('[data-releases] > li') as HTMLElement;
    expect(first.getAttribute('data-release')).toBe('r3');
    expect(first.textContent).toContain('restored by Asha Rao');
    expect(first.textContent).toContain('Brought back the site as it was on 20 Nov 2026');
    expect(within(first).getByText('Live now')).toBeTruthy();
  });

  it('shows the first version of the site being made, under way when the screen opens', async () => {
    const making = job({
      id: 'j0',
      kind: 'first-release',
      state: 'running',
      step: 'check',
      title: 'The first version of the site',
      changeSet: undefined,
    });
    answer = (path) => (path === 'jobs' ? { json: { jobs: [making] } } : { json: { ...releases(), releases: [] } });
    render(<ReleasesScreen announce={vi.fn()} />);
    await settle();
    const box = document.querySelector('[data-job="running"]') as HTMLElement;
    expect(box.querySelector('[role="status"]')?.textContent).toBe('The first version of the site…');
    expect(box.querySelector('[data-step="check"]')?.textContent).toContain('Checking the site’s pages');
    expect(box.textContent).not.toContain('the change');
  });

  it('asks again every few seconds while the search catches up', async () => {
    vi.useFakeTimers();
    let ready = false;
    answer = (path) =>
      path === 'jobs' ? { json: { jobs: [] } } : { json: { ...releases(), search: { release: 'r2', ready } } };
    const releaseCalls = () => calls.filter((c) => c.path === 'releases');
    render(<ReleasesScreen announce={vi.fn()} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText(/^Search is catching up/)).toBeTruthy();
    expect(releaseCalls()).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEARCH_POLL_MS);
    });
    expect(releaseCalls()).toHaveLength(2);
    ready = true;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEARCH_POLL_MS);
    });
    expect(screen.getByText('Search is up to date.')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEARCH_POLL_MS * 5);
    });
    expect(releaseCalls()).toHaveLength(3);
  });
});

describe('who sees what', () => {
  it('gives an editor My changes only: no To review, no Live site, not even by address', async () => {
    const current = changeSet();
    answer = (path) => (path === 'changes' ? { json: { current, mine: [current], waiting: [] } } : { json: {} });
    const { unmount } = render(<ChangesEntry session={as('editor')} where="side" />);
    await settle();
    expect(screen.getByRole('link', { name: 'My changes (2)' }).getAttribute('href')).toBe('#changes');
    expect(screen.queryByRole('link', { name: /To review/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Live site' })).toBeNull();
    unmount();
    render(<PersonMenu session={as('editor')} where="bar" announce={vi.fn()} />);
    expect(screen.queryByRole('link', { name: /To review/, hidden: true })).toBeNull();
    expect(teamScreen('changes', as('editor'))).toBe('changes');
    expect(teamScreen('review', as('editor'))).toBeNull();
    expect(teamScreen('live', as('editor'))).toBeNull();
  });

  it('counts again when a set changed (after a save), asking the server once for every view', async () => {
    let current = changeSet({ files: [aboutPage] });
    answer = (path) => (path === 'changes' ? { json: { current, mine: [current], waiting: [] } } : { json: {} });
    render(
      <>
        <ChangesEntry session={as('editor')} where="side" />
        <ChangesEntry session={as('editor')} where="bar" />
      </>,
    );
    await settle();
    expect(screen.getAllByRole('link', { name: 'My changes (1)' })).toHaveLength(2);
    const asked = calls.length;
    current = changeSet();
    await act(async () => changesChanged());
    await settle();
    expect(screen.getAllByRole('link', { name: 'My changes (2)' })).toHaveLength(2);
    expect(calls.length - asked).toBe(1);
  });

  it('gives a publisher To review with the count waiting, and the live site', async () => {
    const waiting = [changeSet({ state: 'in-review' }), changeSet({ id: 'cs2', state: 'scheduled' })];
    answer = (path) => (path === 'changes' ? { json: { current: null, mine: [], waiting } } : { json: {} });
    render(<ChangesEntry session={as('publisher')} where="side" />);
    await settle();
    expect(screen.getByRole('link', { name: 'My changes' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'To review (2)' }).getAttribute('href')).toBe('#review');
    expect(screen.getByRole('link', { name: 'Live site' }).getAttribute('href')).toBe('#live');
    expect(teamScreen('review', as('publisher'))).toBe('review');
    expect(teamScreen('review/cs1', as('publisher'))).toBe('review/cs1');
  });
});
