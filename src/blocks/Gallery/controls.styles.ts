import styled from 'styled-components';
import { theme, up } from '../../theme/theme';

export const Toolbar = styled.div`
  display: grid; gap: ${theme.space.md}; align-items: end; margin-bottom: ${theme.space.lg};
  grid-template-columns: minmax(0, 1fr) auto;
  ${up('md')} { grid-template-columns: minmax(0, 1fr) auto auto; }
`;

const field = `
  min-height: 44px; font: inherit; color: inherit; background: #fff;
  border: 1px solid #b8c2d3; border-radius: 10px;
`;

export const Search = styled.div`
  position: relative; grid-column: 1 / -1;
  ${up('md')} { grid-column: auto; }
  svg { position: absolute; left: .85rem; top: 50%; transform: translateY(-50%); color: ${theme.color.textMuted}; pointer-events: none; }
  input { ${field} width: 100%; padding: .55rem .9rem .55rem 2.6rem; }
  input:focus-visible { border-color: ${theme.color.brand}; }
`;

export const SelectField = styled.div`
  display: flex; flex-direction: column; gap: .3rem; min-width: 0;
  label { font-size: ${theme.size.sm}; font-weight: 600; }
  select { ${field} padding: .5rem 2.2rem .5rem .8rem; width: 100%; min-width: 10rem; cursor: pointer; }
`;

export const Toggle = styled.div`
  display: inline-flex; padding: 3px; gap: 3px; border-radius: 12px; background: ${theme.color.surfaceMuted};
  border: 1px solid ${theme.color.border};
  button {
    display: inline-flex; align-items: center; gap: .4rem; min-height: 40px; min-width: 44px; justify-content: center;
    padding: .35rem .8rem; border: 0; border-radius: 9px; font: inherit; font-weight: 600; cursor: pointer;
    background: transparent; color: ${theme.color.textMuted};
  }
  button[aria-pressed='true'] { background: ${theme.color.brand}; color: #fff; }
  button[aria-pressed='false']:hover { background: #fff; color: ${theme.color.text}; }
  span { display: none; ${up('sm')} { display: inline; } }
`;
