import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { NewsletterBlock } from '../../generated/content';
import { Band, Container, Button } from '../../render/ui';
import { Icon } from '../../render/Icon';
import { useSite } from '../../render/context';
import { theme, up } from '../../theme/theme';
import { fill } from '../../render/fill';
import { openMailto, subscribeMailto } from './subscribe';

const Box = styled.div`max-width: 56rem; margin: 0 auto; text-align: center; border-radius: ${theme.radius.lg};
  padding: ${theme.space.xl} ${theme.space.md}; ${up('md')} { padding: ${theme.space.xl}; }
  background: linear-gradient(135deg, ${theme.color.brand}, ${theme.color.brandDark}); color: ${theme.color.textOnDark}; box-shadow: ${theme.shadow.raised};
  > svg { color: ${theme.color.accent}; }
  h2 { font-size: ${theme.size.xxl}; margin: ${theme.space.sm} 0; }
  > p { opacity: .92; margin: 0 auto ${theme.space.lg}; max-width: 36rem; }`;
const Form = styled.form`display: grid; gap: ${theme.space.sm}; text-align: left; max-width: 32rem; margin: 0 auto;
  label { font-weight: 600; }`;
const Row = styled.div`display: grid; gap: ${theme.space.sm};
  ${up('sm')} { grid-template-columns: minmax(0, 1fr) auto; }
  input { min-height: 48px; width: 100%; font: inherit; padding: .65rem 1rem; border-radius: ${theme.radius.pill}; border: 2px solid transparent; background: #fff; color: ${theme.color.text}; }
  input:focus-visible { border-color: ${theme.color.accent}; }`;
const Note = styled.p`margin: 0; font-size: ${theme.size.xs}; opacity: .85;`;
const Confirm = styled.p`margin: ${theme.space.sm} 0 0; font-weight: 600; &:empty { margin: 0; }
  display: flex; gap: .5rem; align-items: flex-start; svg { flex: none; margin-top: .15rem; }`;

/** Newsletter box: Subscribe (after native e-mail validation) opens a prepared e-mail, then confirms. */
export default function Newsletter({ block }: { block: NewsletterBlock }) {
  const { site } = useSite();
  const [sent, setSent] = useState(false);
  const to = site.organisation.email;
  const inputId = `${block.id}-email`;
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const email = String(new FormData(e.currentTarget).get('email') ?? '');
    openMailto(subscribeMailto(to, block.mailSubject, block.mailBody, email));
    setSent(true);
  };
  return (
    <Band $tone={block.tone} id={block.id} aria-labelledby={`${block.id}-title`}>
      <Container>
        <Box>
          {block.icon && <Icon name={block.icon} size={36} />}
          <h2 id={`${block.id}-title`}>{block.title}</h2>
          {block.text && <p>{block.text}</p>}
          {/* Without JavaScript the browser itself hands the form to the e-mail program. */}
          <Form
            onSubmit={onSubmit}
            action={`mailto:${to}?subject=${encodeURIComponent(fill(block.mailSubject, { email: '' }))}`}
            method="post"
            encType="text/plain"
          >
            <label htmlFor={inputId}>{block.emailLabel}</label>
            <Row>
              <input
                id={inputId}
                name="email"
                type="email"
                required
                autoComplete="email"
                placeholder={block.emailPlaceholder}
                onInput={() => setSent(false)}
              />
              <Button type="submit">{block.buttonLabel}</Button>
            </Row>
            {block.note && <Note>{block.note}</Note>}
            <Confirm role="status">
              {sent && (
                <>
                  <Icon name="mail-check" size={18} />
                  {block.confirmation}
                </>
              )}
            </Confirm>
          </Form>
        </Box>
      </Container>
    </Band>
  );
}
