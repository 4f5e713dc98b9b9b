import { css } from 'styled-components';
import { theme } from '../theme/theme';

/** Look of a top-level header link (and the dropdown trigger); the current page is underlined in the accent colour. */
export const navLinkCss = css`
  color: #fff; text-decoration: none; font-weight: 600; padding: .5rem .75rem; border-radius: ${theme.radius.sm};
  border-bottom: 3px solid transparent; min-height: 44px;
  &:hover { background: rgba(255,255,255,.1); }
  &[aria-current='page'] { border-bottom-color: ${theme.color.accent}; }
  &[data-current='true'] { border-bottom-color: ${theme.color.accent}; }
`;
