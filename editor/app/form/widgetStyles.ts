/** Styles of the project's form widgets (widgets.tsx). */
import styled from 'styled-components';
import { touchScreen, ui } from '../look';

export const Row = styled.div`display: flex; gap: .5rem; align-items: center;`;
export const IconBox = styled.span`
  display: inline-grid; place-items: center; width: 2.5rem; height: 2.5rem; flex: none;
  border: 1px solid ${ui.line}; border-radius: ${ui.radius}; background: #fff; color: ${ui.ink};
`;
export const Select = styled.select`${ui.control}`;
export const Input = styled.input`${ui.control}`;
export const Swatches = styled.div`display: flex; flex-wrap: wrap; gap: .4rem;`;
export const Swatch = styled.label`
  display: inline-flex; align-items: center; gap: .35rem; padding: .3rem .6rem .3rem .35rem; cursor: pointer;
  border: 1px solid ${ui.line}; border-radius: 999px; font-size: .85rem; background: #fff;
  input { position: absolute; opacity: 0; width: 1px; height: 1px; }
  &:has(input:checked) { border-color: ${ui.accent}; box-shadow: 0 0 0 1px ${ui.accent}; font-weight: 600; }
  &:has(input:focus-visible) { outline: 3px solid ${ui.focus}; outline-offset: 2px; }
  ${touchScreen} { min-height: 44px; }
`;
export const Chip = styled.span<{
  $color: string;
}>`width: 1.1rem; height: 1.1rem; border-radius: 50%; background: ${(p) => p.$color};`;
export const ImageBox = styled.fieldset`
  display: grid; gap: .75rem; align-items: start;
  border: 1px solid ${ui.line}; border-radius: ${ui.radius}; padding: .75rem; margin: 0;
`;
export const Legend = styled.legend`font-weight: 600; padding: 0 .25rem;`;
export const ImageFields = styled.div`display: grid; gap: .25rem;`;

/** The closed part that holds a page's settings (SettingsTemplate.tsx). */
export const Settings = styled.details`
  margin-top: 1.25rem;
  border: 1px solid #cbd5e1;
  border-radius: 8px;
  padding: 0.5rem 0.9rem;
  & > summary {
    cursor: pointer;
    font-weight: 600;
    min-height: 2rem;
    display: flex;
    align-items: center;
    ${touchScreen} {
      min-height: 44px;
    }
  }
  & > p {
    margin: 0.25rem 0 0.75rem;
    color: #475569;
    font-size: 0.9rem;
  }
`;

/** A section's group of fields, folded to one line until opened (SettingsTemplate.tsx). */
export const Group = styled.details`
  border: 1px solid ${ui.line};
  border-radius: ${ui.radius};
  padding: 0.35rem 0.75rem;
  margin: 0.25rem 0 0.5rem;
  & > summary {
    cursor: pointer;
    font-weight: 600;
    min-height: 2rem;
    display: flex;
    align-items: center;
    ${touchScreen} {
      min-height: 44px;
    }
  }
  &[open] > summary { margin-bottom: 0.35rem; }
  & > fieldset { border: 0; padding: 0; margin: 0; }
`;
/** One entry of a map of named values (MapEntryTemplate.tsx): its name, its value, its Remove button. */
export const MapEntry = styled.div`
  display: grid; grid-template-columns: minmax(8rem, 1fr) 2fr auto; gap: .5rem; align-items: end;
  > .form-group { display: grid; gap: .25rem; margin: 0; }
`;
