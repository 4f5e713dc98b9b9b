/** Styles of the picture field (AssetWidget) and the media panel (MediaPanel). */
import styled from 'styled-components';
import { ui } from '../look';

export const Drop = styled.div<{ $over: boolean }>`
  display: grid; grid-template-columns: 1fr 7rem; gap: .5rem .75rem; align-items: start; padding: .6rem;
  border: 2px dashed ${(p) => (p.$over ? ui.accent : ui.line)}; border-radius: ${ui.radius}; background: ${(p) => (p.$over ? '#eef3ff' : '#fff')};
`;
export const Input = styled.input`${ui.control}; grid-column: 1 / -1;`;
export const Tools = styled.div`display: flex; flex-wrap: wrap; align-items: center; align-self: center; gap: .4rem; font-size: .85rem; color: ${ui.muted};`;
export const Tool = styled.button`
  padding: .3rem .6rem; border: 1px solid ${ui.line}; border-radius: 6px; background: ${ui.soft}; color: ${ui.ink}; cursor: pointer; font-size: .85rem;
  &:hover { background: #e5e7eb; }
`;
export const Thumb = styled.img`width: 7rem; height: 5.25rem; object-fit: cover; border-radius: 6px; border: 1px solid ${ui.line}; background: ${ui.soft};`;
export const Refusal = styled.p`grid-column: 1 / -1; margin: 0; padding: .4rem .6rem; border-radius: 6px; background: ${ui.dangerSoft}; color: ${ui.danger}; font-size: .85rem;`;
export const Panel = styled.dialog`
  width: min(1100px, 94vw); height: min(740px, 90vh); padding: 0; border: 0; border-radius: 12px; color: ${ui.ink};
  box-shadow: 0 20px 50px rgb(0 0 0 / .3);
  &::backdrop { background: rgb(17 24 39 / .45); }
  &[open] { display: grid; grid-template-rows: auto auto 1fr; }
`;
export const PanelHead = styled.div`
  display: flex; justify-content: space-between; align-items: start; gap: 1rem; padding: 1rem 1.25rem .5rem;
  h2 { margin: 0; font-size: 1.2rem; } p { margin: .2rem 0 0; color: ${ui.muted}; }
`;
export const Search = styled.label`
  display: grid; gap: .2rem; padding: 0 1.25rem .75rem; border-bottom: 1px solid ${ui.line}; font-weight: 600;
  input { ${ui.control} } span { font-weight: 400; font-size: .82rem; color: ${ui.muted}; }
`;
/** The pictures beside the chosen one's detail; on a phone the detail goes below, and each keeps a share of the height. */
export const PanelBody = styled.div`
  display: grid; grid-template-columns: 1fr 320px; min-height: 0;
  @media (max-width: 640px) { grid-template-columns: 1fr; grid-template-rows: minmax(0, 1fr) auto; }
`;
export const Grid = styled.ul`
  list-style: none; margin: 0; padding: .75rem; overflow: auto; display: grid; grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: .6rem; align-content: start;
`;
export const Item = styled.button<{ $current: boolean }>`
  width: 100%; display: grid; gap: .2rem; padding: .35rem; text-align: left; cursor: pointer; border-radius: 8px; color: ${ui.ink};
  border: 2px solid ${(p) => (p.$current ? ui.accent : 'transparent')}; background: ${(p) => (p.$current ? '#eef3ff' : ui.soft)};
  img { width: 100%; aspect-ratio: 4 / 3; object-fit: cover; border-radius: 5px; background: #fff; }
  span { font-size: .78rem; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;
export const Unused = styled.span`
  justify-self: start; background: #fef3c7; color: #78350f; border-radius: 999px; padding: 0 .45rem; font-weight: 600;
`;
export const Detail = styled.div`
  border-left: 1px solid ${ui.line}; background: ${ui.soft}; padding: .9rem; display: grid; gap: .5rem; align-content: start; overflow: auto;
  img { width: 100%; max-height: 260px; object-fit: contain; background: #fff; border-radius: 6px; border: 1px solid ${ui.line}; }
  code { font-size: .8rem; word-break: break-all; } p { margin: 0; font-size: .85rem; color: ${ui.muted}; }
  @media (max-width: 640px) {
    border-left: 0; border-top: 1px solid ${ui.line}; max-height: 45vh; grid-template-columns: 5.5rem 1fr; gap: .3rem .75rem;
    & > * { grid-column: 2; } img { grid-column: 1; grid-row: 1 / span 4; max-height: 5.5rem; }
  }
`;
