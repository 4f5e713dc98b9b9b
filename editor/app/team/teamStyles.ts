/** Styles of team mode's parts: the person menu, the presence notice, the People and Activity screens. */
import styled from 'styled-components';
import { ui } from '../look';
import { narrow } from '../editorStyles';

export const MenuBox = styled.div<{ $where: 'side' | 'bar' }>`
  position: relative;
  ${(p) => (p.$where === 'side' ? `grid-column: 1 / -1; ${narrow} { display: none; }` : '')}
  /* In the phone's bar the list opens under the bar, at its right edge (the bar is what it is placed in). */
  ${(p) => (p.$where === 'bar' ? 'position: static;' : '')}
`;
export const MenuButton = styled.button<{ $where: 'side' | 'bar' }>`
  display: flex; align-items: center; gap: .5rem; width: 100%; min-height: 44px; padding: .35rem .6rem; border-radius: 8px;
  border: 1px solid #334155; background: #1e293b; color: #fff; cursor: pointer; text-align: left; font-weight: 600;
  .who { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  .who small { display: block; font-weight: 400; font-size: .75rem; color: #cbd5e1; }
  ${(p) => (p.$where === 'bar' ? 'width: 44px; padding: 0; justify-content: center;' : '')}
`;
export const Initials = styled.span`
  display: grid; place-items: center; flex: none; width: 2rem; height: 2rem; border-radius: 50%; background: #e0e7ff; color: #1e3a8a; font-size: .8rem; font-weight: 800;
`;
export const Popup = styled.div<{ $where: 'side' | 'bar' }>`
  position: absolute; z-index: 30; width: min(280px, calc(100vw - 1.2rem)); padding: .5rem; border-radius: 10px; background: #fff; color: ${ui.ink};
  box-shadow: 0 10px 30px rgb(0 0 0 / .3); border: 1px solid ${ui.line};
  ${(p) => (p.$where === 'side' ? 'bottom: calc(100% + .4rem); left: 0;' : 'top: calc(100% + .25rem); right: .6rem;')}
  p { margin: .25rem .4rem .5rem; font-size: .9rem; overflow-wrap: anywhere; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: .15rem; }
  a, button { display: flex; align-items: center; width: 100%; min-height: 44px; padding: 0 .6rem; border: 0; border-radius: 6px; background: none;
    color: ${ui.ink}; font: inherit; text-align: left; text-decoration: none; cursor: pointer; }
  a:hover, button:hover { background: ${ui.soft}; }
  form { margin: 0; border-top: 1px solid ${ui.line}; padding-top: .15rem; margin-top: .15rem; }
`;
/** A live region always in the page (a hidden one would not be heard as it appears); the notice inside it. */
export const Presence = styled.div`
  flex: 0 3 auto; max-width: 18rem; min-width: 0;
  p { margin: 0; font-size: .85rem; padding: .3rem .55rem; border-radius: 6px; background: #eff6ff; color: #1e3a8a; border: 1px solid #93c5fd; }
  small { display: block; color: ${ui.muted}; }
  ${narrow} { &:not(:empty) { order: 9; flex: 1 1 100%; max-width: none; } }
`;
export const Screen = styled.main`
  overflow: auto; min-width: 0; padding: 1.25rem 1.5rem 3rem; background: ${ui.bg};
  ${narrow} { padding: .75rem .6rem 3rem; }
  h1 { font-size: 1.35rem; margin: 0 0 .25rem; }
  h2 { font-size: 1.05rem; margin: 1.5rem 0 .5rem; }
  > p { margin: 0 0 1rem; color: ${ui.muted}; }
  .back { display: inline-flex; align-items: center; min-height: 44px; padding: 0; border: 0; background: none; color: ${ui.accent}; text-decoration: underline; cursor: pointer; }
  .error { color: ${ui.danger}; margin: .25rem 0; }
  .done { color: ${ui.ok}; font-weight: 600; margin: .25rem 0; }
  select, input { ${ui.control} min-height: 44px; font-weight: 400; }
  label { display: grid; gap: .25rem; font-weight: 600; }
`;
export const Rows = styled.ul`
  list-style: none; margin: 0; padding: 0; display: grid; gap: .5rem; max-width: 60rem;
  > li { display: grid; grid-template-columns: minmax(0, 1fr) minmax(12rem, 21rem) auto; gap: .5rem 1rem; align-items: center;
    background: #fff; border: 1px solid ${ui.line}; border-radius: 10px; padding: .65rem .8rem; }
  .name { font-weight: 700; overflow-wrap: anywhere; }
  .meta { display: block; font-size: .82rem; color: ${ui.muted}; overflow-wrap: anywhere; }
  .row-error { grid-column: 1 / -1; margin: 0; }
  ${narrow} { > li { grid-template-columns: minmax(0, 1fr); } }
`;
export const InviteForm = styled.form`
  display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr)); gap: .75rem; align-items: end; max-width: 60rem;
  background: #fff; border: 1px solid ${ui.line}; border-radius: 10px; padding: .8rem;
  > .wide { grid-column: 1 / -1; }
`;
export const LinkBox = styled.div`
  display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: .5rem; align-items: center; max-width: 60rem; margin-top: .75rem;
  p { grid-column: 1 / -1; margin: 0; }
  ${narrow} { grid-template-columns: minmax(0, 1fr); }
`;
export const Events = styled.ol`
  list-style: none; margin: 0 0 1rem; padding: 0; max-width: 60rem; display: grid; gap: .35rem;
  li { background: #fff; border: 1px solid ${ui.line}; border-radius: 8px; padding: .5rem .75rem; overflow-wrap: anywhere; }
  time, .meta { display: block; font-size: .8rem; color: ${ui.muted}; }
`;
