/**
 * A page as visitors will see it, drawn read-only in the preview frame (the same sandboxed frame, on the preview's
 * origin, and the same messages as Preview.tsx: it says `preview:ready`, then draws the data it is sent). The review
 * screen shows two, before and after, each opened at the change (`reveal`: the frame shows its place, an FAQ
 * question opened). Clicks in it edit nothing: its picks and links are not listened to.
 */
import { useEffect, useRef, useState } from 'react';
import type { PreviewData } from '../../contract/editing';
import type { Focus } from './changeFocus';
import * as S from '../editorStyles';
import { previewFrameSrc, previewOrigin } from '../Preview';
import * as C from './changesStyles';

const narrowQuery = S.narrow.replace('@media ', '');

export function PageFrame({ data, title, reveal }: { data: PreviewData; title: string; reveal?: Focus }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const [width] = useState(() => (matchMedia(narrowQuery).matches ? 375 : 1280));
  const [boxWidth, setBoxWidth] = useState(480);
  useEffect(() => {
    const observer = new ResizeObserver(([entry]) => setBoxWidth(entry.contentRect.width));
    if (box.current) observer.observe(box.current);
    return () => observer.disconnect();
  }, []);
  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== previewOrigin || e.source !== frame.current?.contentWindow) return;
      if ((e.data as { type?: string })?.type === 'preview:ready') setReady(true);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  useEffect(() => {
    if (!ready) return;
    const win = frame.current?.contentWindow;
    win?.postMessage({ type: 'preview:draft', preview: data, at: performance.now() }, previewOrigin);
    // The change shown, once drawn (the frame waits for its block).
    if (reveal?.path) win?.postMessage({ type: 'preview:reveal', path: reveal.path, ids: reveal.ids }, previewOrigin);
  }, [ready, data, reveal?.path, reveal?.ids]);
  const scale = Math.min(1, boxWidth / width);
  return (
    <C.FrameBox ref={box}>
      <iframe
        ref={frame}
        title={title}
        src={previewFrameSrc}
        data-page-frame=""
        style={{ width, height: C.FRAME_HEIGHT / scale, transform: `scale(${scale})` }}
      />
    </C.FrameBox>
  );
}
