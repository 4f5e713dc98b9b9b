import { createGlobalStyle } from 'styled-components';
import { theme } from './theme';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  [hidden] { display: none !important; }
  [data-island] { display: contents; }
  html { -webkit-text-size-adjust: 100%; scroll-padding-top: 80px; }
  body {
    margin: 0;
    font-family: ${theme.font.body};
    font-size: ${theme.size.md};
    line-height: 1.6;
    color: ${theme.color.text};
    background: ${theme.color.surface};
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4 { font-family: ${theme.font.heading}; line-height: 1.2; margin: 0 0 ${theme.space.md}; }
  p { margin: 0 0 ${theme.space.md}; }
  img, video, svg { max-width: 100%; }
  img { height: auto; }
  a { color: ${theme.color.link}; }
  :focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`;
