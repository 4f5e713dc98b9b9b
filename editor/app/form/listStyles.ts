/** Styles of the lists that are not block lists (ListTemplate.tsx), matching the section list's rows and tools. */
import styled from 'styled-components';
import { touchScreen, ui } from '../look';

export { Tool, Add } from './blockStyles';

export const Items = styled.ol`list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: minmax(0, 1fr); gap: .45rem;`;
/** A card per item: the handle at its top left, the tools at its top right beside the item's own title. */
export const Item = styled.li<{ $dragging: boolean }>`
  position: relative; min-width: 0; padding: .5rem .6rem .15rem 2.2rem; background: #fff; border: 1px solid ${ui.line};
  border-radius: ${ui.radius}; box-shadow: 0 1px 2px rgb(0 0 0 / .04); opacity: ${(p) => (p.$dragging ? 0.45 : 1)};
  &:focus-within { border-color: #93c5fd; }
  /* Under a finger the tools stand in a row of their own above the item, beside its handle: the title keeps the
     card's whole width and wraps instead of shrinking to its number. */
  ${touchScreen} { display: flex; flex-direction: column; padding: .35rem .6rem .15rem; }
`;
export const Grip = styled.button`
  position: absolute; top: .4rem; left: .3rem; width: 1.6rem; height: 2rem; padding: 0; border: 1px solid transparent;
  border-radius: 6px; background: none; color: #6b7280; font-size: 1.1rem; cursor: grab;
  &:hover { background: ${ui.soft}; border-color: ${ui.line}; color: ${ui.ink}; }
  &:active { cursor: grabbing; }
  ${touchScreen} { top: .35rem; left: .35rem; width: 44px; height: 44px; }
`;
/** An item that is a group of fields, folded to one line until opened (its summary). */
export const Fold = styled.details`
  min-width: 0;
  &[open] > summary { margin-bottom: .35rem; }
`;
export const Summary = styled.summary`
  display: block; cursor: pointer; min-height: 2rem; padding: .3rem 0; margin-right: 9.5rem; font-weight: 600;
  white-space: nowrap; overflow: hidden; text-overflow: ellipsis; border-radius: 4px;
  &::-webkit-details-marker { display: none; }
  &::before { content: '▸'; display: inline-block; width: 1.1rem; color: #6b7280; transition: transform .1s; }
  details[open] > &::before { transform: rotate(90deg); }
  &:focus-visible { outline: 3px solid ${ui.focus}; outline-offset: 2px; }
  ${touchScreen} { margin-right: 0; min-height: 44px; padding: .6rem 0; white-space: normal; }
`;
export const Body = styled.div<{ $folded?: boolean }>`
  min-width: 0;
  > .form-group { margin-bottom: .35rem; }
  /* The item is the card: its own object needs no second frame; its title leaves room for the tools. */
  > .form-group > fieldset { border: 0; padding: 0; background: none; }
  > .form-group > fieldset > legend, > .form-group > label { padding-right: 9.5rem; min-height: 2rem; }
  ${touchScreen} { > .form-group > fieldset > legend, > .form-group > label { padding-right: 0; } }
  /* A folded item's summary names it: its group's own title stays for screen readers only. */
  ${(p) =>
    p.$folded
      ? `> .form-group > fieldset > legend { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; padding: 0; min-height: 0; }`
      : ''}
`;
export const Tools = styled.div`
  position: absolute; top: .35rem; right: .35rem; display: flex; align-items: center; gap: .1rem;
  ${touchScreen} { position: static; order: -1; justify-content: flex-end; gap: .25rem; }
`;
