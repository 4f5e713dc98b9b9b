/** Styles of the block list and the block picker. */
import styled from 'styled-components';
import { touchScreen, ui } from '../look';

export const List = styled.section`margin: 0 0 1.25rem; min-width: 0;`;
export const Head = styled.div`display: flex; align-items: baseline; justify-content: space-between;`;
export const Title = styled.h3`margin: 0; font-size: 1rem;`;
export const Count = styled.span`color: ${ui.muted}; font-size: .85rem;`;
export const Help = styled.p`margin: .15rem 0 .6rem; color: ${ui.muted}; font-size: .82rem;`;
export const Rows = styled.ol`list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: minmax(0, 1fr); gap: .4rem;`;
export const Row = styled.li<{ $dragging: boolean; $problem: boolean }>`
  display: flex; align-items: stretch; gap: .25rem; min-width: 0; ${touchScreen} { flex-wrap: wrap; > :first-child { flex: 1 1 100%; } > :last-child { margin-left: auto; } } background: #fff; border: 1px solid ${(p) => (p.$problem ? ui.danger : ui.line)};
  border-radius: ${ui.radius}; opacity: ${(p) => (p.$dragging ? 0.45 : 1)}; box-shadow: 0 1px 2px rgb(0 0 0 / .04);
`;
export const Handle = styled.button`
  flex: 1; min-width: 0; display: flex; align-items: center; gap: .6rem; padding: .55rem .7rem; text-align: left;
  background: none; border: 0; border-radius: ${ui.radius}; cursor: pointer; color: ${ui.ink};
  &:hover { background: ${ui.soft}; }
`;
export const Grip = styled.span`color: #9ca3af; cursor: grab; font-size: 1.1rem;`;
export const Kind = styled.span`font-weight: 700; white-space: nowrap;`;
export const Words = styled.span`flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; color: ${ui.muted};`;
export const Badge = styled.span`background: ${ui.danger}; color: #fff; border-radius: 999px; padding: 0 .5rem; font-size: .75rem; font-weight: 700; white-space: nowrap;`;
export const Tools = styled.div`display: flex; align-items: center; gap: .15rem; padding-right: .4rem;`;
export const Tool = styled.button<{ $danger?: boolean }>`
  min-width: 2rem; height: 2rem; padding: 0 .3rem; border: 1px solid transparent; border-radius: 6px; background: none; cursor: pointer;
  color: ${(p) => (p.$danger ? ui.danger : ui.muted)}; font-size: 1rem;
  &:hover:not(:disabled) { background: ${ui.soft}; border-color: ${ui.line}; }
  &:disabled { opacity: .3; cursor: default; }
  ${touchScreen} { min-width: 44px; height: 44px; }
`;
export const Add = styled.button`
  margin-top: .6rem; width: 100%; padding: .6rem; border: 1px dashed ${ui.accent}; border-radius: ${ui.radius};
  background: #f8faff; color: ${ui.accent}; font-weight: 600; cursor: pointer;
  &:hover { background: #eef3ff; }
`;
export const Dialog = styled.dialog`
  width: min(1100px, 94vw); height: min(720px, 90vh); padding: 0; border: 0; border-radius: 12px;
  box-shadow: 0 20px 50px rgb(0 0 0 / .3); color: ${ui.ink};
  &::backdrop { background: rgb(17 24 39 / .45); }
  &[open] { display: grid; grid-template-rows: auto 1fr; }
`;
export const DialogHead = styled.div`
  display: flex; justify-content: space-between; align-items: start; gap: 1rem; padding: 1rem 1.25rem; border-bottom: 1px solid ${ui.line};
  h2 { margin: 0; font-size: 1.2rem; } p { margin: .2rem 0 0; color: ${ui.muted}; }
`;
/** The kinds of section beside the hovered one's picture; on a phone (no hover, a tap picks) the list alone, full width. */
export const PickerBody = styled.div`
  display: grid; grid-template-columns: 360px 1fr; min-height: 0;
  > div { display: grid; grid-template-rows: auto 1fr; min-height: 0; padding: .75rem; gap: .5rem; }
  @media (max-width: 640px) { grid-template-columns: 1fr; }
`;
export const Search = styled.input`${ui.control}`;
export const Choices = styled.ul`list-style: none; margin: 0; padding: 0; overflow: auto; display: grid; gap: .3rem; align-content: start;`;
export const Choice = styled.button<{ $current: boolean }>`
  width: 100%; text-align: left; display: grid; gap: .1rem; padding: .5rem .65rem; cursor: pointer; border-radius: 6px;
  border: 1px solid ${(p) => (p.$current ? ui.accent : 'transparent')}; background: ${(p) => (p.$current ? '#eef3ff' : 'none')}; color: ${ui.ink};
  span { font-size: .8rem; color: ${ui.muted}; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; }
`;
export const Picture = styled.div`
  border-left: 1px solid ${ui.line}; background: ${ui.soft}; overflow: hidden; position: relative;
  @media (max-width: 640px) { display: none; }
  iframe { position: absolute; top: 0; left: 0; width: 200%; height: 200%; border: 0; transform: scale(.5); transform-origin: 0 0; pointer-events: none; }
`;
