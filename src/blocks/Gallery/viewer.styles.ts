import styled from 'styled-components';
import { theme, up } from '../../theme/theme';

/** The native dialog stretched over the whole screen. */
export const Dialog = styled.dialog`
  width: 100vw; height: 100vh; height: 100dvh; max-width: none; max-height: none; margin: 0; padding: 0; border: 0;
  background: #040e21; color: #fff; overscroll-behavior: contain;
  &::backdrop { background: rgba(4, 14, 33, .7); }
  &[open] { display: grid; grid-template-rows: auto minmax(0, 1fr) auto; }
`;

export const Top = styled.div`
  display: flex; align-items: center; justify-content: space-between; gap: 1rem; padding: .75rem 1rem;
  p { margin: 0; font-size: ${theme.size.sm}; color: ${theme.color.textOnDarkMuted}; }
`;

export const Stage = styled.div`
  position: relative; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 1rem; min-height: 0; padding: 0 .75rem;
  ${up('md')} { padding: 0 4.5rem; }
  img { flex: 0 1 auto; min-height: 0; max-width: 100%; max-height: 100%; width: auto; height: auto; object-fit: contain; border-radius: ${theme.radius.md}; box-shadow: 0 20px 60px rgba(0,0,0,.45); }
`;

export const RoundButton = styled.button`
  display: inline-flex; align-items: center; justify-content: center; width: 48px; height: 48px; flex: none; cursor: pointer;
  border-radius: 999px; border: 2px solid rgba(255,255,255,.35); background: rgba(255,255,255,.1); color: #fff;
  &:hover { background: rgba(255,255,255,.22); }
`;

/** Previous/next: a row under the picture on phones, at the picture's sides from 768 px. */
export const Nav = styled.div`
  display: flex; gap: 1.5rem; justify-content: center;
  ${up('md')} {
    display: contents;
    button { position: absolute; top: 50%; transform: translateY(-50%); }
    button[data-side='previous'] { left: 1rem; }
    button[data-side='next'] { right: 1rem; }
  }
`;

export const Text = styled.div`
  padding: 1rem 1rem 1.5rem; text-align: center; max-width: 60rem; margin: 0 auto;
  h2 { font-size: ${theme.size.xl}; margin: 0 0 .35rem; color: #fff; }
  p { margin: 0; color: ${theme.color.textOnDarkMuted}; }
`;
