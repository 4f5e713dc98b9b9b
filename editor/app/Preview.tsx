/**
 * The preview: the page as visitors will see it, drawn in a frame by the site's own renderer and styles
 * (editor/app/preview/main.tsx), from the unsaved draft sent by postMessage. Desktop or phone width.
 * Click-to-edit: a block clicked in the frame is reported by `onPick` (its data path in the page, "sections/1",
 * and id); `highlight` names the block the form is on, which the frame outlines and scrolls to.
 * The frame is served from the preview's own origin (editor/local/guard.ts), sandboxed by its policy (editor/core/shell.ts):
 * whatever runs in it can neither reach this page, its token nor the API, nor leave the frame; the two talk only
 * by postMessage, each checking the other's origin.
 */
import { useEffect, useRef, useState } from 'react';
import type { PreviewData } from '../contract/editing';
import { words } from '../contract/words';
import * as S from './editorStyles';

const narrowQuery = S.narrow.replace('@media ', '');

export interface PreviewTarget {
  path: string;
  id: string;
  /** The field clicked, within the block (or, with `site`, within the site settings); [] for the block itself. */
  field?: (string | number)[];
  /** The click was on the contact bar, header or footer, drawn from the site settings. */
  site?: boolean;
}

const isFieldPath = (v: unknown): v is (string | number)[] =>
  Array.isArray(v) && v.every((k) => typeof k === 'string' || typeof k === 'number');

/** The preview's origin, as the editor's server names it in this page (also used by team/PageFrame.tsx). */
export const previewOrigin = document.querySelector<HTMLMetaElement>('meta[name="preview-origin"]')?.content ?? '';

/**
 * The preview frame's address. The team editor gives this page a pass (editor/team/doors/previewPass.ts) that the frame's
 * first address carries to the preview's host, so it shows pictures not live yet to this signed-in person only.
 */
export const previewFrameSrc = (() => {
  const pass = document.querySelector<HTMLMetaElement>('meta[name="preview-pass"]')?.content ?? '';
  return `${previewOrigin}/_edit/preview${pass ? `?pass=${encodeURIComponent(pass)}` : ''}`;
})();

export function Preview({
  data,
  stale,
  highlight,
  onPick,
  onLink,
}: {
  data: PreviewData | undefined;
  stale: boolean;
  highlight: PreviewTarget | null;
  onPick(target: PreviewTarget): void;
  /** An internal link was clicked in the preview (it is not followed there). */
  onLink(path: string): void;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  // On a phone, the preview starts at the phone's width.
  const [phone, setPhone] = useState(() => matchMedia(narrowQuery).matches);
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 640, height: 600 });
  useEffect(() => {
    const observer = new ResizeObserver(([entry]) =>
      setSize({ width: entry.contentRect.width, height: entry.contentRect.height }),
    );
    if (box.current) observer.observe(box.current);
    return () => observer.disconnect();
  }, []);
  // The frame is as wide as the screen it imitates (1280 or 375 px), scaled down to fit the pane.
  const width = phone ? 375 : 1280;
  const scale = Math.min(1, size.width / width);

  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== previewOrigin || e.source !== frame.current?.contentWindow) return;
      const msg = e.data as { type?: string; path?: unknown; id?: unknown; field?: unknown; site?: unknown };
      if (msg?.type === 'preview:ready') setReady(true);
      const field = isFieldPath(msg?.field) ? msg.field : undefined;
      if (msg?.type === 'preview:pick' && msg.site === true && field)
        onPickRef.current({ path: '', id: '', field, site: true });
      else if (msg?.type === 'preview:pick' && typeof msg.path === 'string')
        onPickRef.current({ path: msg.path, id: String(msg.id ?? ''), field });
      if (msg?.type === 'preview:link' && typeof msg.path === 'string' && msg.path.startsWith('/'))
        onLinkRef.current(msg.path);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  const onPickRef = useRef(onPick);
  onPickRef.current = onPick;
  const onLinkRef = useRef(onLink);
  onLinkRef.current = onLink;

  useEffect(() => {
    if (ready)
      frame.current?.contentWindow?.postMessage(
        { type: 'preview:highlight', path: highlight?.path ?? '', id: highlight?.id ?? '' },
        previewOrigin,
      );
  }, [ready, highlight?.path, highlight?.id]);

  useEffect(() => {
    if (ready && data)
      frame.current?.contentWindow?.postMessage(
        { type: 'preview:draft', preview: data, at: performance.now() },
        previewOrigin,
      );
  }, [ready, data]);

  return (
    <S.PreviewPane aria-labelledby="preview-heading" data-pane="preview">
      <S.PaneBar>
        <S.PaneTitle id="preview-heading">{words.preview.heading}</S.PaneTitle>
        {data ? <S.PathTag>{data.path}</S.PathTag> : null}
        <S.Toggle role="group" aria-label={words.preview.width}>
          <button type="button" aria-pressed={!phone} onClick={() => setPhone(false)}>
            {words.preview.desktop}
          </button>
          <button type="button" aria-pressed={phone} onClick={() => setPhone(true)}>
            {words.preview.phone}
          </button>
        </S.Toggle>
      </S.PaneBar>
      {stale ? <S.Stale role="status">{words.preview.stale}</S.Stale> : null}
      <S.FrameBox ref={box}>
        <iframe
          ref={frame}
          title={words.preview.title}
          src={previewFrameSrc}
          data-preview-frame=""
          style={{
            width,
            height: size.height / scale,
            transform: `scale(${scale})`,
            left: Math.max(0, (size.width - width * scale) / 2),
          }}
        />
      </S.FrameBox>
    </S.PreviewPane>
  );
}
