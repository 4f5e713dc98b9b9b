/**
 * Checks the draft on the server after every change (validator and preview data in one answer). One request at
 * a time: changes made while one is under way are sent together as soon as it answers, so the preview follows
 * typing without queueing up stale drafts. The answer comes with the draft it judged (`checked`), so a problem of
 * a value changed since can be left out until the next answer (stalePast).
 */
import { useEffect, useRef, useState } from 'react';
import { api, type CheckResult } from './api';

export function useCheck(
  file: string,
  draft: unknown,
  previewPath?: string,
): { result: CheckResult | null; checked: unknown; failed: string | null } {
  const [{ result, checked }, setResult] = useState<{ result: CheckResult | null; checked: unknown }>({
    result: null,
    checked: undefined,
  });
  const [failed, setFailed] = useState<string | null>(null);
  const busy = useRef(false);
  const next = useRef<{ file: string; draft: unknown; previewPath?: string } | null>(null);

  useEffect(() => {
    next.current = { file, draft, previewPath };
    const run = async () => {
      if (busy.current || !next.current) return;
      const job = next.current;
      next.current = null;
      busy.current = true;
      try {
        const answer = await api.check(job.file, job.draft, job.previewPath);
        setResult({ result: answer, checked: job.draft });
        setFailed(null);
      } catch (e) {
        setFailed((e as Error).message);
      } finally {
        busy.current = false;
        void run();
      }
    };
    void run();
  }, [file, draft, previewPath]);

  return { result, checked, failed };
}
