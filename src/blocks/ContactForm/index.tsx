import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { ContactFormBlock } from '../../generated/content';
import { Section, Button } from '../../render/ui';
import { Icon } from '../../render/Icon';
import { useSite } from '../../render/context';
import { theme, up } from '../../theme/theme';
import { sendMessage, FIELDS, type FieldName } from './send';

const Form = styled.form`
  display: grid; gap: ${theme.space.md}; max-width: 56rem; margin: 0 auto;
  background: ${theme.color.surface}; color: ${theme.color.text};
  padding: ${theme.space.lg}; border-radius: ${theme.radius.lg}; box-shadow: ${theme.shadow.card};
  border: 1px solid ${theme.color.border};
  ${up('md')} { grid-template-columns: 1fr 1fr; padding: ${theme.space.xl}; }
`;
const Field = styled.div<{ $wide?: boolean }>`
  display: grid; gap: .35rem;
  ${up('md')} { grid-column: ${(p) => (p.$wide ? '1 / -1' : 'auto')}; }
  label { font-weight: 600; font-size: ${theme.size.sm}; }
  input, textarea {
    font: inherit; padding: .7rem .85rem; border: 1px solid #9aa5b5; border-radius: ${theme.radius.sm}; background: #fff; color: inherit;
  }
  textarea { min-height: 9rem; resize: vertical; }
`;
const Actions = styled.div`${up('md')} { grid-column: 1 / -1; }`;
const Toast = styled.div<{ $kind: 'success' | 'failure' }>`
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

const INPUT_TYPES: Partial<Record<FieldName, string>> = { email: 'email', phone: 'tel' };
const AUTOCOMPLETE: Partial<Record<FieldName, string>> = {
  firstName: 'given-name',
  lastName: 'family-name',
  email: 'email',
  phone: 'tel',
  company: 'organization',
};
const empty = () => Object.fromEntries(FIELDS.map((f) => [f, ''])) as Record<FieldName, string>;

export default function ContactForm({ block }: { block: ContactFormBlock }) {
  const { site } = useSite();
  const [values, setValues] = useState(empty);
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<null | 'success' | 'failure'>(null);
  const busy = useRef(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    setNotice(null);
    try {
      await sendMessage(site.contactForm, values, block.subjectFallback);
      setValues(empty());
      setNotice('success');
    } catch (error) {
      console.warn('Contact form: the message could not be sent.', error);
      setNotice('failure');
    } finally {
      busy.current = false;
      setSending(false);
    }
  }

  return (
    <Section block={block} tone={block.tone ?? 'muted'}>
      <Form onSubmit={onSubmit}>
        {FIELDS.map((name) => {
          const field = block.fields[name];
          const id = `${block.id}-${name}`;
          const common = {
            id,
            name,
            required: true,
            placeholder: field.placeholder,
            value: values[name],
            onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
          };
          return (
            <Field key={name} $wide={name === 'subject' || name === 'message'}>
              <label htmlFor={id}>{field.label}</label>
              {name === 'message' ? (
                <textarea {...common} />
              ) : (
                <input type={INPUT_TYPES[name] ?? 'text'} autoComplete={AUTOCOMPLETE[name]} {...common} />
              )}
            </Field>
          );
        })}
        <Actions>
          <Button type="submit" disabled={sending} $variant="secondary">
            {sending ? block.sendingLabel : block.submitLabel}
          </Button>
        </Actions>
      </Form>
      {notice && (
        <Toast
          $kind={notice}
          role={notice === 'success' ? 'status' : 'alert'}
          aria-live={notice === 'success' ? 'polite' : 'assertive'}
        >
          <div>
            <strong>{block[notice].title}</strong>
            <p>{block[notice].text}</p>
          </div>
          <Close type="button" aria-label={block.dismissLabel} onClick={() => setNotice(null)}>
            <Icon name="x" size={18} />
          </Close>
        </Toast>
      )}
    </Section>
  );
}
