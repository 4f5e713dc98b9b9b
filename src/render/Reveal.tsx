import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';

/** Spec: threshold 0.1, 500 ms, 50 px margin. */
export const REVEAL = { threshold: 0.1, durationMs: 500, marginPx: 50 } as const;

const Wrap = styled.div`
  transition: opacity ${REVEAL.durationMs}ms ease, transform ${REVEAL.durationMs}ms ease;
  &[data-reveal='hidden'] { opacity: 0; transform: translateY(24px); }
`;

/**
 * Fades its content in once, the first time it scrolls into view. The server renders it visible, and it stays
 * visible without JavaScript, for reduced motion, and when it is already on screen at load.
 */
export function Reveal({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'static' | 'hidden' | 'shown'>('static');
  useEffect(() => {
    const el = ref.current;
    if (!el || !('IntersectionObserver' in window) || window.matchMedia('(prefers-reduced-motion: reduce)').matches)
      return;
    const rect = el.getBoundingClientRect();
    if (rect.top < window.innerHeight && rect.bottom > 0) return;
    setState('hidden');
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setState('shown');
          io.disconnect();
        }
      },
      { threshold: REVEAL.threshold, rootMargin: `0px 0px -${REVEAL.marginPx}px 0px` },
    );
    io.observe(el);
    return () => io.disconnect();
  }, []);
  return (
    <Wrap ref={ref} data-reveal={state}>
      {children}
    </Wrap>
  );
}
