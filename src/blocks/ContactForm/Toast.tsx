import styled from 'styled-components';
import { Icon } from '../../runtime/Icon';
import { theme } from '../../theme/theme';

const Box = styled.div<{ $kind: 'success' | 'failure' }>`
  position: fixed; z-index: 60; right: 1rem; bottom: 5.5rem; left: 1rem; max-width: 26rem; margin-left: auto;
  display: flex; gap: .75rem; align-items: flex-start; padding: 1rem 1.1rem; border-radius: ${theme.radius.md};
  background: ${(p) => (p.$kind === 'success' ? theme.color.success : theme.color.danger)}; color: #fff; box-shadow: ${theme.shadow.raised};
  strong { display: block; margin-bottom: .2rem; }
  p { margin: 0; font-size: ${theme.size.sm}; }
`;
const Close = styled.button`
  margin-left: auto; flex: none; background: transparent; border: 0; color: inherit; cursor: pointer; padding: .25rem; border-radius: 4px;
  min-width: 32px; min-height: 32px;
`;

export function Toast({ kind, title, text, dismissLabel, onDismiss }: { kind: 'success' | 'failure'; title: string; text: string; dismissLabel: string; onDismiss: () => void }) {
  return (
    <Box $kind={kind} role={kind === 'success' ? 'status' : 'alert'} aria-live={kind === 'success' ? 'polite' : 'assertive'}>
      <div>
        <strong>{title}</strong>
        <p>{text}</p>
      </div>
      <Close type="button" aria-label={dismissLabel} onClick={onDismiss}><Icon name="x" size={18} /></Close>
    </Box>
  );
}
