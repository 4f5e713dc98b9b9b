import styled, { css } from 'styled-components';
import { theme, up } from '../../theme/theme';

export const Region = styled.section`position: relative; background: ${theme.color.brandDark}; color: #fff;`;
export const Viewport = styled.div`overflow: hidden;`;
export const Track = styled.div`display: flex; touch-action: pan-y pinch-zoom;`;
export const Slide = styled.div`
  position: relative; flex: 0 0 100%; min-width: 0;
  aspect-ratio: 4 / 5; max-height: 78vh;
  ${up('md')} { aspect-ratio: 16 / 9; max-height: 72vh; }
`;
export const Media = styled.div`
  position: absolute; inset: 0;
  video, img { width: 100%; height: 100%; object-fit: cover; display: block; }
  video { position: absolute; inset: 0; }
  &::after { content: ''; position: absolute; inset: 0; background: linear-gradient(to top, rgba(7,29,64,.85) 0%, rgba(7,29,64,.35) 40%, rgba(7,29,64,0) 70%); }
`;
export const Caption = styled.div`
  position: absolute; left: 0; right: 0; bottom: 3.25rem; z-index: 1; padding: 0 1rem;
  display: flex; flex-wrap: wrap; gap: 1rem; align-items: flex-end; justify-content: space-between;
  max-width: ${theme.width.content}; margin: 0 auto;
  ${up('md')} { padding: 0 4.5rem; bottom: 3.5rem; }
  p { margin: 0; display: grid; gap: .15rem; text-shadow: 0 1px 8px rgba(0,0,0,.4); }
  strong { font-size: clamp(1.5rem, 3.4vw, 2.5rem); line-height: 1.1; }
  span { font-size: ${theme.size.lg}; color: ${theme.color.accent}; font-weight: 600; }
`;
export const Arrow = styled.button<{ $side: 'left' | 'right' }>`
  position: absolute; top: 50%; transform: translateY(-50%); z-index: 2;
  ${(p) => (p.$side === 'left' ? css`left: .5rem;` : css`right: .5rem;`)}
  width: 44px; height: 44px; border-radius: 50%; border: 0; cursor: pointer;
  display: inline-flex; align-items: center; justify-content: center;
  background: rgba(255,255,255,.85); color: ${theme.color.brand};
  &:hover { background: #fff; }
  ${up('md')} { ${(p) => (p.$side === 'left' ? css`left: 1rem;` : css`right: 1rem;`)} width: 52px; height: 52px; }
`;
export const Dots = styled.div`position: absolute; left: 0; right: 0; bottom: .75rem; z-index: 2; display: flex; justify-content: center; gap: .25rem;`;
export const Dot = styled.button`
  width: 32px; height: 32px; border: 0; padding: 0; background: none; cursor: pointer; display: inline-flex; align-items: center; justify-content: center;
  &::before { content: ''; width: 12px; height: 12px; border-radius: 50%; background: rgba(255,255,255,.55); border: 2px solid #fff; transition: transform .2s ease, background .2s ease; }
  &[aria-current='true']::before { background: ${theme.color.accent}; border-color: ${theme.color.accent}; transform: scale(1.2); }
`;
