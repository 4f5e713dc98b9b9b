import { useEffect } from 'react';

export interface CarouselTimerState {
  index: number;
  count: number;
  /** Whether the first slide is currently shown as a playing video (not its stand-in picture). */
  videoPlaying: boolean;
  auto: boolean;
  videoTimeoutMs: number;
  imageMs: number;
}

/**
 * The automatic movement of spec section 4: on the video, move on after `videoTimeoutMs` (the video's own end
 * moves on sooner); on a picture, move on after `imageMs`; after the last picture, back to the video.
 */
export function useCarouselTimers(s: CarouselTimerState, goTo: (index: number, auto: boolean) => void) {
  useEffect(() => {
    if (!s.auto) return;
    const delay = s.index === 0 && s.videoPlaying ? s.videoTimeoutMs : s.imageMs;
    const timer = window.setTimeout(() => goTo((s.index + 1) % s.count, true), delay);
    return () => window.clearTimeout(timer);
  }, [s.index, s.count, s.videoPlaying, s.auto, s.videoTimeoutMs, s.imageMs, goTo]);
}
