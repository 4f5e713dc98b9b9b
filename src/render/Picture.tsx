import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';
import styled from 'styled-components';
import type { Image } from '../generated/content';
import { useSite } from './context';
import { theme } from '../theme/theme';
import {
  PHONE_PICTURE_MAX_WIDTH,
  PICTURE_FORMATS,
  variantNear,
  variantSrcSet,
  type PictureSet,
} from '../contract/picture';

const Fallback = styled.span`
  display: flex; align-items: center; justify-content: center; min-height: 4rem; padding: .75rem;
  border: 1px dashed ${theme.color.border}; border-radius: ${theme.radius.md};
  color: ${theme.color.textMuted}; font-size: ${theme.size.sm}; background: ${theme.color.surfaceMuted};
`;
/** The <picture> leaves the layout to its <img>, so a block styles the picture as it would an image. */
const Frame = styled.picture`display: contents;`;

/** An image as page data has it: the manifest adds a raster picture's variants (`picture`; SVGs have none). */
type PictureImage = Image & { picture?: PictureSet };

export interface PictureProps
  extends Omit<
    ImgHTMLAttributes<HTMLImageElement>,
    'src' | 'alt' | 'width' | 'height' | 'srcSet' | 'sizes' | 'loading'
  > {
  image: PictureImage;
  /** How wide the picture is shown, as the `sizes` attribute says it (e.g. "(min-width: 1024px) 560px, 100vw"). */
  sizes: string;
  /** The page's largest picture in the first screen: fetched at once and first. Every other picture loads lazily. */
  priority?: boolean;
  /** The same picture framed for phones, shown instead up to PHONE_PICTURE_MAX_WIDTH px (`sizes` 100vw). */
  mobile?: PictureImage;
}

const PHONE = `(max-width: ${PHONE_PICTURE_MAX_WIDTH}px)`;
const NOT_PHONE = `(min-width: ${PHONE_PICTURE_MAX_WIDTH + 0.02}px)`;

/** The <source> elements of one picture set, AVIF first (the browser takes the first type it can show). */
function sources(set: PictureSet, sizes: string, media?: string, image?: Image) {
  return PICTURE_FORMATS.map((format) => (
    <source
      key={`${media ?? ''}${format}`}
      media={media}
      type={`image/${format}`}
      srcSet={variantSrcSet(set, format)}
      sizes={sizes}
      width={image?.width}
      height={image?.height}
    />
  ));
}

/**
 * One picture: with variants (page data's `picture`), a <picture> with AVIF and WebP sources and an <img> with width
 * and height; otherwise (an SVG) a plain <img>. When it fails to load (before hydration too) it shows the site's
 * "Image not loading" text instead, unless the caller handles `onError`.
 */
export function Picture({ image, sizes, priority = false, mobile, className, ...rest }: PictureProps) {
  const { site } = useSite();
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0 && img.currentSrc) setFailed(true);
  }, []);
  if (failed)
    return (
      <Fallback className={className} role="img" aria-label={image.alt || site.labels.imageFallback}>
        {site.labels.imageFallback}
      </Fallback>
    );
  const set = image.picture;
  const phoneSet = set && mobile?.picture;
  // The first picture on screen is announced in the prerendered page's head, so the browser asks for it before it
  // reads the body; with a phone framing, each screen announces only the one it shows.
  if (import.meta.env.SSR && priority && set) {
    const announce = (s: PictureSet, imageSizes: string, media?: string) =>
      preload(variantNear(s, 1024, 'avif'), {
        as: 'image',
        type: 'image/avif',
        imageSrcSet: variantSrcSet(s, 'avif'),
        imageSizes,
        media,
        fetchPriority: 'high',
      });
    if (phoneSet) announce(phoneSet, '100vw', PHONE);
    announce(set, sizes, phoneSet ? NOT_PHONE : undefined);
  }
  const img = (
    <img
      ref={ref}
      className={className}
      {...rest}
      src={set ? variantNear(set, 1024) : image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : rest.fetchPriority}
      onError={(e) => {
        console.warn(`Image failed to load: ${ref.current?.currentSrc || image.src}`);
        if (rest.onError) rest.onError(e);
        else setFailed(true);
      }}
    />
  );
  if (!set) return img;
  return (
    <Frame>
      {phoneSet && sources(phoneSet, '100vw', PHONE, mobile)}
      {sources(set, sizes)}
      {img}
    </Frame>
  );
}
