import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import styled from 'styled-components';
import { useSite } from './context';
import { theme } from '../theme/theme';

const Fallback = styled.span`
  display: flex; align-items: center; justify-content: center; min-height: 4rem; padding: .75rem;
  border: 1px dashed ${theme.color.border}; border-radius: ${theme.radius.md};
  color: ${theme.color.textMuted}; font-size: ${theme.size.sm}; background: ${theme.color.surfaceMuted};
`;

/**
 * An image that, when it fails to load, hides itself and shows the site's "Image not loading" text instead.
 * A failure that happened before hydration is caught on mount (complete with no natural width).
 */
export function SafeImage({ className, ...props }: ImgHTMLAttributes<HTMLImageElement>) {
  const { site } = useSite();
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0 && img.currentSrc) setFailed(true);
  }, []);
  if (failed) return <Fallback className={className} role="img" aria-label={props.alt || site.labels.imageFallback}>{site.labels.imageFallback}</Fallback>;
  return <img ref={ref} className={className} {...props} onError={() => { console.warn(`Image failed to load: ${String(props.src)}`); setFailed(true); }} />;
}
