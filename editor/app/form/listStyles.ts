/** Styles of the lists that are not block lists (ListTemplate.tsx), matching the section list's rows and tools. */
import styled from 'styled-components';
import { ui } from '../look';

export { Tool, Add } from './blockStyles';

export const Items = styled.ol`list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: minmax(0, 1fr); gap: .45rem;`;
export const Item = styled.li<{ $dragging: boolean }>`
  display: grid; grid-template-columns: auto minmax(0, 1fr) auto; align-items: start; gap: .35rem; min-width: 0;
  padding: .45rem .4rem .1rem .3rem; background: #fff; border: 1px solid ${ui.line}; border-radius: ${ui.radius};
  box-shadow: 0 1px 2px rgb(0 0 0 / .04); opacity: ${(p) => (p.$dragging ? 0.45 : 1)};
  &:focus-within { border-color: #93c5fd; }
`;
export const Grip = styled.button`
  width: 1.6rem; height: 2rem; padding: 0; border: 1px solid transparent; border-radius: 6px; background: none;
  color: #9ca3af; font-size: 1.1rem; cursor: grab;
  &:hover { background: ${ui.soft}; border-color: ${ui.line}; color: ${ui.muted}; }
  &:active { cursor: grabbing; }
`;
export const Body = styled.div`min-width: 0; > .form-group { margin-bottom: .35rem; }`;
export const Tools = styled.div`display: flex; align-items: center; gap: .1rem;`;
