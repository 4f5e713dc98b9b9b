import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';
import styled from 'styled-components';
import { useSite } from './context';
import { theme } from '../theme/theme';
import { PICTURE_FORMATS, pictureSetOf, variantNear, variantSrcSet } from './picture';

const Fallback = styled.span`
  display: flex; align-items: center; justify-content: center; min-height: 4rem; padding: .75rem;
  border: 1px dashed ${theme.color.border}; border-radius: ${theme.radius.md};
  color: ${theme.color.textMuted}; font-size: ${theme.size.sm}; background: ${theme.color.surfaceMuted};
`;
/** The <picture> leaves the layout to its <img>, so a block styles the picture as it would an image. */
const Frame = styled.picture`display: contents;`;

/** An image as page data has it: the path content names, and (for a raster picture) its variants. */
export interface PictureImage {
  src: string;
  alt: string;
  width?: number;
  height?: number;
}

export interface PictureProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height' | 'srcSet' | 'sizes' | 'loading'> {
  image: PictureImage;
  /** How wide the picture is shown, as the `sizes` attribute says it (e.g. "(min-width: 1024px) 560px, 100vw"). */
  sizes: string;
  /** The page's largest picture in the first screen: fetched at once and first. Every other picture loads lazily. */
  priority?: boolean;
}

/**
 * One picture. A raster picture with variants (page data's `picture`) becomes a <picture> with AVIF and WebP
 * sources at every width made, `sizes`, and an <img> with width and height (so nothing shifts); any other file
 * (an SVG) a plain <img>. When it fails to load it hides itself and shows the site's "Image not loading" text
 * instead (or, given `onError`, leaves that to the caller); a failure that happened before hydration is caught
 * on mount.
 */
export function Picture({ image, sizes, priority = false, className, ...rest }: PictureProps) {
  const { site } = useSite();
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0 && img.currentSrc) setFailed(true);
  }, []);
  if (failed) return <Fallback className={className} role="img" aria-label={image.alt || site.labels.imageFallback}>{site.labels.imageFallback}</Fallback>;
  const set = pictureSetOf(image);
  // The first picture on screen is announced in the head of the prerendered page, so the browser asks for it
  // before it reads the body (in the browser the page is already there: nothing to announce).
  if (import.meta.env.SSR && priority && set) preload(variantNear(set, 1024, 'avif'), { as: 'image', type: 'image/avif', imageSrcSet: variantSrcSet(set, 'avif'), imageSizes: sizes, fetchPriority: 'high' });
  const img = (
    <img
      ref={ref} className={className} {...rest}
      src={set ? variantNear(set, 1024) : image.src} alt={image.alt} width={image.width} height={image.height}
      loading={priority ? 'eager' : 'lazy'} fetchPriority={priority ? 'high' : rest.fetchPriority}
      onError={(e) => { console.warn(`Image failed to load: ${ref.current?.currentSrc || image.src}`); if (rest.onError) rest.onError(e); else setFailed(true); }}
    />
  );
  if (!set) return img;
  return (
    <Frame>
      {PICTURE_FORMATS.map((format) => <source key={format} type={`image/${format}`} srcSet={variantSrcSet(set, format)} sizes={sizes} />)}
      {img}
    </Frame>
  );
}
