import styled, { css } from 'styled-components';
import { SmartLink } from '../../render/SmartLink';
import { Picture as PictureBase } from '../../render/Picture';
import { Icon } from '../../render/Icon';
import { theme, up } from '../../theme/theme';
import type { BlogEntry } from './filter';
import { counts } from '../../render/numbers';
import { fill } from '../../render/fill';
import { useLanguage } from '../../render/context';
import { shownName } from '../../render/language';

const Card = styled.article<{ $featured: boolean }>`
  position: relative; display: flex; flex-direction: column; overflow: hidden; height: 100%;
  background: ${theme.color.surface}; color: ${theme.color.text};
  border: 1px solid ${theme.color.border}; border-radius: ${theme.radius.lg}; box-shadow: ${theme.shadow.card};
  transition: box-shadow .15s ease, transform .15s ease;
  &:hover { box-shadow: ${theme.shadow.raised}; }
  &:focus-within { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
  ${(p) =>
    p.$featured &&
    css`
    border: 2px solid ${theme.color.accent};
    ${up('md')} { display: grid; grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr); }
  `}
`;
/** A card is a column of the list (at least 17rem), or the content width; a featured card's picture is 0.52 of it from 768 px. */
const SIZES = {
  card: '(min-width: 1200px) 380px, (min-width: 640px) 50vw, calc(100vw - 2rem)',
  featured: '(min-width: 1200px) 600px, (min-width: 768px) 52vw, calc(100vw - 2rem)',
};
const Picture = styled(
  PictureBase,
)`display: block; width: 100%; height: auto; aspect-ratio: 1200 / 630; object-fit: cover; background: ${theme.color.surfaceMuted};`;
const PictureWrap = styled.div<{ $featured: boolean }>`
  ${(p) => p.$featured && css`${up('md')} { img { height: 100%; aspect-ratio: auto; } }`}
`;
const Body = styled.div<{ $featured: boolean }>`
  display: flex; flex-direction: column; gap: ${theme.space.sm}; flex: 1; padding: ${theme.space.lg};
  ${(p) => p.$featured && css`${up('md')} { padding: ${theme.space.xl} ${theme.space.lg}; justify-content: center; }`}
`;
const Meta = styled.p`display: flex; flex-wrap: wrap; align-items: center; gap: .35rem .9rem; margin: 0; font-size: ${theme.size.xs}; color: ${theme.color.textMuted};
  span { display: inline-flex; align-items: center; gap: .3rem; }`;
const Category = styled.span`font-weight: 700; padding: .15rem .6rem; border-radius: ${theme.radius.pill}; background: ${theme.color.brandLight}; color: ${theme.color.brand};`;
const FeaturedBadge = styled.span`align-self: flex-start; display: inline-flex; align-items: center; gap: .35rem; font-size: ${theme.size.xs}; font-weight: 700; text-transform: uppercase; letter-spacing: .06em;
  padding: .2rem .7rem; border-radius: ${theme.radius.pill}; background: #fdf2cc; color: #7c4a03;`;
const Title = styled.h3<{ $featured: boolean }>`
  font-size: ${theme.size.xl}; line-height: 1.3; margin: ${theme.space.xs} 0 0;
  ${(p) => p.$featured && css`${up('lg')} { font-size: ${theme.size.xxl}; }`}
  a { color: inherit; text-decoration: none; }
  a::after { content: ''; position: absolute; inset: 0; z-index: 1; }
  a:focus-visible { outline: none; }
  ${Card}:hover & a { text-decoration: underline; text-underline-offset: 3px; }
`;
const Excerpt = styled.p`margin: 0; color: ${theme.color.textMuted};`;
const Footer = styled.div`display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: .5rem 1rem; margin-top: auto; padding-top: ${theme.space.sm};
  font-size: ${theme.size.sm};`;
const Author = styled.span`display: inline-flex; align-items: center; gap: .4rem; font-weight: 600;`;
const More = styled.span`display: inline-flex; align-items: center; gap: .3rem; font-weight: 700; color: ${theme.color.link};`;

interface Labels {
  readTimeLabel: string;
  readMoreLabel: string;
  featuredLabel: string;
}

/** One article card; the title is the link (stretched over the card), so its accessible name is the title. */
export function ArticleCard({
  entry,
  labels,
  featured = false,
  headingId,
}: {
  entry: BlogEntry;
  labels: Labels;
  featured?: boolean;
  headingId: string;
}) {
  const language = useLanguage();
  const { locale } = language;
  // An article not translated into the page's language keeps its English words: they say so (`lang`), the page's
  // labels around them do not. A category is in the page's language when the site's shared words name it there.
  const own = entry.lang;
  const category = shownName(language, entry.category);
  return (
    <Card $featured={featured} aria-labelledby={headingId} data-article={entry.id}>
      <PictureWrap $featured={featured} lang={own}>
        <Picture image={entry.image} sizes={featured ? SIZES.featured : SIZES.card} priority={featured} />
      </PictureWrap>
      <Body $featured={featured}>
        {featured && (
          <FeaturedBadge>
            <Icon name="star" size={14} />
            {labels.featuredLabel}
          </FeaturedBadge>
        )}
        <Meta>
          <Category lang={category.lang}>{category.text}</Category>
          <span lang={own}>
            <Icon name="calendar" size={14} />
            {entry.date}
          </span>
          <span>
            <Icon name="clock" size={14} />
            {fill(labels.readTimeLabel, counts(locale, { minutes: entry.readTime }))}
          </span>
        </Meta>
        <Title $featured={featured} id={headingId} lang={own}>
          <SmartLink href={entry.path ?? `/resources/blog/${entry.id}`}>{entry.title}</SmartLink>
        </Title>
        <Excerpt lang={own}>{entry.excerpt}</Excerpt>
        <Footer>
          <Author lang={own}>
            <Icon name="user" size={16} />
            {entry.author}
          </Author>
          <More aria-hidden="true">
            {labels.readMoreLabel}
            <Icon name="arrow-right" size={16} />
          </More>
        </Footer>
      </Body>
    </Card>
  );
}
