import styled from 'styled-components';
import type { LegalDocumentBlock } from '../../generated/content';
import { Band, Container, Paragraphs } from '../../render/ui';
import { useSite } from '../../render/context';
import { theme, type AccentName, up } from '../../theme/theme';
import { contactParts, contents, subNumber, type ContentsEntry } from './logic';
import * as S from './styles';

function Contact({ contact }: { contact: NonNullable<ContentsEntry['section']['contact']> }) {
  const { site } = useSite();
  const o = site.organisation;
  const parts = contactParts(contact.text, { email: o.email, phone: o.phones[0], name: o.name });
  return (
    <>
      <p>
        {parts.map((part, i) =>
          part.kind === 'text' ? (
            <span key={i}>{part.text}</span>
          ) : (
            <a key={i} href={part.href}>
              {part.text}
            </a>
          ),
        )}
      </p>
      {contact.address && (
        <S.Address>
          <span>{o.name}</span>
          <span>{o.address.street}</span>
          <span>
            {o.address.city}, {o.address.region} {o.address.postalCode}
          </span>
          <span>{o.address.country}</span>
        </S.Address>
      )}
    </>
  );
}

function Bullets({ items }: { items?: string[] }) {
  return items ? (
    <ul>
      {items.map((b) => (
        <li key={b}>{b}</li>
      ))}
    </ul>
  ) : null;
}

function Section({
  entry,
  backHref,
  backLabel,
  accent,
}: {
  entry: ContentsEntry;
  backHref: string;
  backLabel?: string;
  accent: AccentName;
}) {
  const { section, anchor, number } = entry;
  return (
    <S.Section id={anchor} aria-labelledby={`${anchor}-title`}>
      <h2 id={`${anchor}-title`}>
        {number && (
          <>
            <S.Num $accent={accent}>{number}.</S.Num>{' '}
          </>
        )}
        {section.title}
      </h2>
      <Paragraphs items={section.paragraphs} />
      <Bullets items={section.bullets} />
      <Paragraphs items={section.closing} />
      {section.subsections?.map((sub, i) => (
        <div key={sub.title}>
          <h3>
            {number && (
              <>
                <S.Num $accent={accent}>{subNumber(number, i)}</S.Num>{' '}
              </>
            )}
            {sub.title}
          </h3>
          <Paragraphs items={sub.paragraphs} />
          <Bullets items={sub.bullets} />
        </div>
      ))}
      {section.contact && <Contact contact={section.contact} />}
      {backLabel && <S.Back href={backHref}>{backLabel}</S.Back>}
    </S.Section>
  );
}

const Layout = styled.div`
  display: grid; gap: ${theme.space.xl};
  ${up('lg')} { grid-template-columns: 17rem minmax(0, 1fr); align-items: start; }
`;

export default function LegalDocument({ block }: { block: LegalDocumentBlock }) {
  const accent = block.accent ?? 'blue';
  const entries = contents(block);
  const contentsId = `${block.id}-contents`;
  return (
    <Band $tone={block.tone} id={block.id}>
      <Container>
        {block.dates && (
          <S.Dates>
            {block.dates.map((d) => (
              <div key={d.label}>
                <dt>{d.label}</dt>
                <dd>{d.date}</dd>
              </div>
            ))}
          </S.Dates>
        )}
        <Layout>
          <S.Contents id={contentsId} aria-labelledby={`${contentsId}-title`} $accent={accent}>
            <h2 id={`${contentsId}-title`}>{block.contentsTitle}</h2>
            <ol>
              {entries.map((e) => (
                <li key={e.anchor}>
                  <a href={`#${e.anchor}`}>
                    {e.number && (
                      <>
                        <S.Num $accent={accent}>{e.number}.</S.Num>{' '}
                      </>
                    )}
                    {e.title}
                  </a>
                </li>
              ))}
            </ol>
          </S.Contents>
          <S.Body>
            <Paragraphs items={block.intro} />
            {entries.map((e) => (
              <Section
                key={e.anchor}
                entry={e}
                backHref={`#${contentsId}`}
                backLabel={block.backToContentsLabel}
                accent={accent}
              />
            ))}
          </S.Body>
        </Layout>
      </Container>
    </Band>
  );
}
