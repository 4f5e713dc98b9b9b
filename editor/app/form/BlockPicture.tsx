/**
 * The block picker's picture of a kind of block: the page of every block's example (the `block-pictures` call),
 * drawn once in the preview frame (the same sandboxed frame, on the preview's origin, as Preview.tsx), scrolled to
 * the example of the block `shown`. Nothing in it can be clicked to edit: its messages are not listened to but
 * for `preview:ready`.
 */
import { useEffect, useRef, useState } from 'react';
import type { PreviewData } from '../../contract/editing';
import { previewFrameSrc, previewOrigin } from '../Preview';

export function BlockPicture({
  pictures,
  shown,
}: {
  pictures: { preview: PreviewData; sections: Record<string, string> };
  /** The block type to show. */
  shown: string;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== previewOrigin || e.source !== frame.current?.contentWindow) return;
      const type = (e.data as { type?: string })?.type;
      if (type === 'preview:ready')
        frame.current?.contentWindow?.postMessage(
          { type: 'preview:draft', preview: pictures.preview, at: performance.now() },
          previewOrigin,
        );
      if (type === 'preview:drawn') setDrawn(true);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [pictures]);
  const path = pictures.sections[shown];
  useEffect(() => {
    if (drawn && path) frame.current?.contentWindow?.postMessage({ type: 'preview:show', path }, previewOrigin);
  }, [drawn, path]);
  return (
    <iframe
      ref={frame}
      title={shown}
      tabIndex={-1}
      src={previewFrameSrc}
      data-block-picture={path ? shown : ''}
      // Not `visibility: hidden`: a frame not drawn gets no animation frames, so it would never say it is drawn.
      style={{ opacity: drawn && path ? 1 : 0 }}
    />
  );
}
