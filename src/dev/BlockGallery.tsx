/**
 * The block gallery (dev server only, at /_blocks): every block's examples, each beside its YAML (above it on narrow
 * screens), grouped per block, with an index. A tool for editors, so its few words are here rather than in YAML.
 */
import styled from 'styled-components';
import { BlockRenderer } from '../render/BlockRenderer';
import { Container } from '../render/ui';
import { PageContext } from '../render/context';
import { theme, up } from '../theme/theme';
import type { Section } from '../generated/content';
import type { GalleryGroup, GalleryPageData } from './contract';

const Top = styled.div`
  padding: ${theme.space.xl} 0 ${theme.space.lg};
  border-bottom: 1px solid ${theme.color.border};
  h1 { font-size: ${theme.size.display}; }
  p { max-width: ${theme.width.text}; color: ${theme.color.textMuted}; }
`;
const Index = styled.ul`
  list-style: none; padding: 0; margin: ${theme.space.md} 0 0;
  display: flex; flex-wrap: wrap; gap: ${theme.space.sm};
  a {
    display: inline-block; padding: ${theme.space.xs} ${theme.space.md}; min-height: 44px; line-height: 36px;
    border: 1px solid ${theme.color.border}; border-radius: ${theme.radius.pill};
    color: ${theme.color.link}; font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: ${theme.size.sm};
  }
`;
const Group = styled.section`
  padding: ${theme.space.xl} 0;
  border-bottom: 1px solid ${theme.color.border};
`;
/** The block's type as its heading; the sticky site header must not cover it when the index jumps here. */
const Name = styled.h2`
  scroll-margin-top: 6rem;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
`;
const Example = styled.div`
  display: grid; gap: ${theme.space.md}; grid-template-columns: minmax(0, 1fr);
  margin-top: ${theme.space.lg};
  ${up('lg')} { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); align-items: start; }
`;
const Rendered = styled.div`
  min-width: 0; overflow: hidden;
  border: 1px dashed ${theme.color.border}; border-radius: ${theme.radius.md};
`;
const Source = styled.pre`
  margin: 0; padding: ${theme.space.md}; overflow: auto; max-height: 40rem;
  background: #0f172a; color: #e2e8f0; border-radius: ${theme.radius.md};
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: ${theme.size.sm}; line-height: 1.5;
`;
const Problem = styled.p`
  margin: 0; padding: ${theme.space.md};
  color: ${theme.color.danger}; background: ${theme.accent.red[1]}; border-radius: ${theme.radius.md};
`;

const anchor = (type: string) => `block-${type}`;

export function BlockGallery({ page }: { page: GalleryPageData }) {
  return (
    <PageContext.Provider value={page.entry}>
      <div data-block-gallery="">
        <Top>
          <Container>
            <h1>Block gallery</h1>
            <p>
              Every kind of section a page can have, shown with the example from its schema and the YAML that makes it.
              Copy a YAML into a page&apos;s <code>sections:</code> and change the words; docs/blocks.md lists every
              field. This page exists only in the preview (<code>npm run dev</code>).
            </p>
            <nav aria-label="Blocks">
              <Index>
                {page.gallery.map((g) => (
                  <li key={g.type}>
                    <a href={`#${anchor(g.type)}`}>{g.type}</a>
                  </li>
                ))}
              </Index>
            </nav>
          </Container>
        </Top>
        {page.gallery.map((g) => (
          <BlockGroup key={g.type} group={g} sections={page.sections} />
        ))}
      </div>
    </PageContext.Provider>
  );
}

function BlockGroup({ group, sections }: { group: GalleryGroup; sections: Section[] }) {
  const { type, description, examples } = group;
  return (
    <Group aria-labelledby={anchor(type)} data-gallery-block={type}>
      <Container>
        <Name id={anchor(type)}>{type}</Name>
        <p>{description}</p>
      </Container>
      {examples.map((example, i) => (
        <Container key={example.yaml}>
          <Example>
            <div>
              {example.problem && <Problem role="note">{example.problem}</Problem>}
              {example.section !== undefined && (
                <Rendered data-gallery-example="">
                  <BlockRenderer block={sections[example.section]} />
                </Rendered>
              )}
            </div>
            <Source
              tabIndex={0}
              aria-label={`YAML of the ${type} example${examples.length > 1 ? ` ${i + 1}` : ''}`}
              data-gallery-yaml={type}
            >
              <code>{example.yaml}</code>
            </Source>
          </Example>
        </Container>
      ))}
    </Group>
  );
}
