import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import type { HeroCarouselBlock } from '../../generated/content';
import { LinkButton } from '../../render/ui';
import { Icon } from '../../render/Icon';
import { counts } from '../../render/numbers';
import { fill } from '../../render/fill';
import { useLanguage } from '../../render/context';
import { Picture } from '../../render/Picture';
import { Region, Viewport, Track, Slide, Media, Caption, Arrow, Dots, Dot } from './styles';

const MOBILE = '(max-width: 767.98px)';
/**
 * A slide is the screen's width; its picture covers it, so on phones (a 4:5 slide, at most 78vh high) a 16:9
 * picture is drawn about 2.2 times as wide as the screen.
 */
const SIZES = '(min-width: 768px) 100vw, min(222vw, 139vh)';

/** Tracks a media query; `null` on the server and while hydrating, so server and first client render agree. */
function useMediaQuery(query: string): boolean | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const mq = window.matchMedia(query);
      mq.addEventListener('change', onChange);
      return () => mq.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => null,
  );
}

export default function HeroCarousel({ block }: { block: HeroCarouselBlock }) {
  const { locale } = useLanguage();
  const items = block.items;
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, duration: 28 });
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const mobile = useMediaQuery(MOBILE);
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [videoEnded, setVideoEnded] = useState(false);
  const [failed, setFailed] = useState<Record<string, boolean>>({});
  const [videoKey, setVideoKey] = useState(0);
  const video = useRef<HTMLVideoElement>(null);
  const lastMobile = useRef<boolean | null>(null);
  const first = items[0];
  const hasVideo = first.media === 'video' && !failed[first.id];
  const auto = !stopped && reduced === false;

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setIndex(embla.selectedScrollSnap());
    const onPointer = () => setStopped(true);
    embla.on('select', onSelect);
    embla.on('pointerDown', onPointer);
    return () => {
      embla.off('select', onSelect);
      embla.off('pointerDown', onPointer);
    };
  }, [embla]);

  /** Moves to a slide; a move by the visitor (automatic = false) stops the automatic movement for good. */
  const goTo = useCallback(
    (target: number, automatic: boolean) => {
      if (!automatic) setStopped(true);
      if (automatic && target !== 0 && index === 0) setVideoEnded(true);
      if (target === 0) setVideoEnded(false);
      if (!embla) {
        setIndex(target);
        return;
      }
      embla.scrollTo(target);
      // Also here, not only from the select event: just after the carousel starts, embla is there a moment before
      // the effect above listens to it, and a press then would move the slides without the dots and labels.
      setIndex(embla.selectedScrollSnap());
    },
    [embla, index],
  );

  // The automatic movement of spec section 4: on the video, move on after videoTimeoutMs (the video's own end
  // moves on sooner); on a picture, move on after imageMs; after the last picture, back to the video.
  const videoTimeoutMs = (block.videoTimeoutSeconds ?? 35) * 1000;
  const imageMs = (block.imageSeconds ?? 4) * 1000;
  useEffect(() => {
    if (!auto) return;
    const delay = index === 0 && hasVideo ? videoTimeoutMs : imageMs;
    const timer = window.setTimeout(() => goTo((index + 1) % items.length, true), delay);
    return () => window.clearTimeout(timer);
  }, [index, items.length, hasVideo, auto, videoTimeoutMs, imageMs, goTo]);

  // Crossing the 768 px breakpoint swaps the video variant and starts again at the video.
  useEffect(() => {
    if (mobile === null) return;
    if (lastMobile.current !== null && lastMobile.current !== mobile) {
      setVideoKey((k) => k + 1);
      setVideoEnded(false);
      setIndex(0);
      embla?.scrollTo(0, true);
    }
    lastMobile.current = mobile;
  }, [mobile, embla]);

  // The video plays while it is the current slide and the visitor has not asked for reduced motion.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the slide, the motion preference or the video element changes; the first slide and fail() are read as they are then
  useEffect(() => {
    const v = video.current;
    if (!v) return;
    // A server-rendered video may have failed before React attached onError: it then sits with no source. A video
    // React itself created (after crossing the breakpoint) passes through that state while it picks a source, and
    // reports a failure through onError, so only the first element is judged this way.
    if (videoKey === 0 && v.networkState === HTMLMediaElement.NETWORK_NO_SOURCE) {
      fail(first.id, v.currentSrc || first.src);
      return;
    }
    if (index === 0 && reduced === false) {
      v.currentTime = 0;
      void v.play().catch(() => undefined);
    } else v.pause();
  }, [index, reduced, videoKey]);

  function fail(id: string, src: string) {
    console.warn(`Hero carousel: could not load ${src}; showing the banner picture instead.`);
    setFailed((f) => (f[id] ? f : { ...f, [id]: true }));
  }

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft') {
      e.preventDefault();
      goTo((index - 1 + items.length) % items.length, false);
    }
    if (e.key === 'ArrowRight') {
      e.preventDefault();
      goTo((index + 1) % items.length, false);
    }
  };

  const fallback = block.fallbackImage;
  // The first slide's picture (under the video, its poster) is the largest thing in the first screen: it is
  // fetched first, at the size the screen needs. The video itself is not fetched from the HTML (preload="none"):
  // the effect above starts it once the app runs, after the first paint, and not at all for a visitor who asked
  // for reduced motion.
  return (
    <Region
      id={block.id}
      aria-roledescription="carousel"
      aria-label={block.label}
      onKeyDown={onKeyDown}
      data-index={index}
      data-auto={auto ? 'on' : 'off'}
      data-video={failed[first.id] ? 'failed' : videoEnded ? 'ended' : 'playing'}
    >
      <Viewport ref={viewportRef}>
        <Track aria-live={auto ? 'off' : 'polite'}>
          {items.map((item, i) => {
            const current = i === index;
            const showFallback = failed[item.id];
            return (
              <Slide
                key={item.id}
                role="group"
                aria-roledescription="slide"
                aria-label={fill(block.slideLabel, counts(locale, { n: i + 1, total: items.length }))}
                aria-hidden={!current}
                inert={!current}
              >
                <Media>
                  {item.media === 'video' ? (
                    <>
                      <Picture
                        image={{ ...fallback, alt: showFallback ? fallback.alt : '' }}
                        mobile={block.mobileFallbackImage}
                        sizes={SIZES}
                        priority={i === 0}
                      />
                      {!showFallback && (
                        <video
                          key={videoKey}
                          ref={video}
                          muted
                          playsInline
                          preload="none"
                          aria-label={item.alt}
                          onEnded={() => goTo(1 % items.length, true)}
                        >
                          {item.mobileSrc && <source src={item.mobileSrc} media={MOBILE} type="video/mp4" />}
                          <source src={item.src} type="video/mp4" onError={() => fail(item.id, item.src)} />
                        </video>
                      )}
                    </>
                  ) : (
                    <Picture
                      key={showFallback ? 'fallback' : 'own'}
                      image={showFallback ? fallback : item}
                      mobile={showFallback ? block.mobileFallbackImage : undefined}
                      sizes={SIZES}
                      priority={i === 0}
                      onError={showFallback ? undefined : () => fail(item.id, item.src)}
                    />
                  )}
                </Media>
                <Caption>
                  <p>
                    <strong>{item.companyName}</strong>
                    <span>{item.serviceType}</span>
                  </p>
                  {item.link && <LinkButton link={item.link} />}
                </Caption>
              </Slide>
            );
          })}
        </Track>
      </Viewport>
      <Arrow
        type="button"
        $side="left"
        aria-label={block.previousLabel}
        onClick={() => goTo((index - 1 + items.length) % items.length, false)}
      >
        <Icon name="chevron-left" size={28} />
      </Arrow>
      <Arrow
        type="button"
        $side="right"
        aria-label={block.nextLabel}
        onClick={() => goTo((index + 1) % items.length, false)}
      >
        <Icon name="chevron-right" size={28} />
      </Arrow>
      <Dots>
        {items.map((item, i) => (
          <Dot
            key={item.id}
            type="button"
            aria-label={fill(block.goToLabel, counts(locale, { n: i + 1 }))}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => goTo(i, false)}
          />
        ))}
      </Dots>
    </Region>
  );
}
