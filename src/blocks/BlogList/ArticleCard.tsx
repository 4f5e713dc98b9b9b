import styled, { css } from 'styled-components';
import { SmartLink } from '../../runtime/SmartLink';
import { SafeImage } from '../../runtime/SafeImage';
import { Icon } from '../../runtime/Icon';
import { up } from '../../theme/theme';
import { fill, type BlogEntry } from './filter';

const Card = styled.article<{ $featured: boolean }>`
  position: relative; display: flex; flex-direction: column; overflow: hidden; height: 100%;
  background: ${(p) => p.theme.color.surface}; color: ${(p) => p.theme.color.text};
  border: 1px solid ${(p) => p.theme.color.border}; border-radius: ${(p) => p.theme.radius.lg}; box-shadow: ${(p) => p.theme.shadow.card};
  transition: box-shadow .15s ease, transform .15s ease;
  &:hover { box-shadow: ${(p) => p.theme.shadow.raised}; }
  &:focus-within { outline: 3px solid ${(p) => p.theme.color.focus}; outline-offset: 2px; }
  ${(p) => p.$featured && css`
    border: 2px solid ${p.theme.color.accent};
    ${up('md')} { display: grid; grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr); }
  `}
`;
const Picture = styled(SafeImage)`display: block; width: 100%; height: auto; aspect-ratio: 1200 / 630; object-fit: cover; background: ${(p) => p.theme.color.surfaceMuted};`;
const PictureWrap = styled.div<{ $featured: boolean }>`
  ${(p) => p.$featured && css`${up('md')} { img { height: 100%; aspect-ratio: auto; } }`}
`;
const Body = styled.div<{ $featured: boolean }>`
  display: flex; flex-direction: column; gap: ${(p) => p.theme.space.sm}; flex: 1; padding: ${(p) => p.theme.space.lg};
  ${(p) => p.$featured && css`${up('md')} { padding: ${p.theme.space.xl} ${p.theme.space.lg}; justify-content: center; }`}
`;
const Meta = styled.p`display: flex; flex-wrap: wrap; align-items: center; gap: .35rem .9rem; margin: 0; font-size: ${(p) => p.theme.size.xs}; color: ${(p) => p.theme.color.textMuted};
  span { display: inline-flex; align-items: center; gap: .3rem; }`;
const Category = styled.span`font-weight: 700; padding: .15rem .6rem; border-radius: ${(p) => p.theme.radius.pill}; background: ${(p) => p.theme.color.brandLight}; color: ${(p) => p.theme.color.brand};`;
const FeaturedBadge = styled.span`align-self: flex-start; display: inline-flex; align-items: center; gap: .35rem; font-size: ${(p) => p.theme.size.xs}; font-weight: 700; text-transform: uppercase; letter-spacing: .06em;
  padding: .2rem .7rem; border-radius: ${(p) => p.theme.radius.pill}; background: #fdf2cc; color: #7c4a03;`;
const Title = styled.h3<{ $featured: boolean }>`
  font-size: ${(p) => p.theme.size.xl}; line-height: 1.3; margin: ${(p) => p.theme.space.xs} 0 0;
  ${(p) => p.$featured && css`${up('lg')} { font-size: ${p.theme.size.xxl}; }`}
  a { color: inherit; text-decoration: none; }
  a::after { content: ''; position: absolute; inset: 0; z-index: 1; }
  a:focus-visible { outline: none; }
  ${Card}:hover & a { text-decoration: underline; text-underline-offset: 3px; }
`;
const Excerpt = styled.p`margin: 0; color: ${(p) => p.theme.color.textMuted};`;
const Footer = styled.div`display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: .5rem 1rem; margin-top: auto; padding-top: ${(p) => p.theme.space.sm};
  font-size: ${(p) => p.theme.size.sm};`;
const Author = styled.span`display: inline-flex; align-items: center; gap: .4rem; font-weight: 600;`;
const More = styled.span`display: inline-flex; align-items: center; gap: .3rem; font-weight: 700; color: ${(p) => p.theme.color.link};`;

interface Labels { readTimeLabel: string; readMoreLabel: string; featuredLabel: string }

/** One article card; the title is the link (stretched over the card), so its accessible name is the title. */
export function ArticleCard({ entry, labels, featured = false, headingId }: { entry: BlogEntry; labels: Labels; featured?: boolean; headingId: string }) {
  return (
    <Card $featured={featured} aria-labelledby={headingId} data-article={entry.id}>
      <PictureWrap $featured={featured}>
        <Picture src={entry.image.src} alt={entry.image.alt} width={entry.image.width} height={entry.image.height} loading={featured ? undefined : 'lazy'} />
      </PictureWrap>
      <Body $featured={featured}>
        {featured && <FeaturedBadge><Icon name="star" size={14} />{labels.featuredLabel}</FeaturedBadge>}
        <Meta>
          <Category>{entry.category}</Category>
          <span><Icon name="calendar" size={14} />{entry.date}</span>
          <span><Icon name="clock" size={14} />{fill(labels.readTimeLabel, { minutes: entry.readTime })}</span>
        </Meta>
        <Title $featured={featured} id={headingId}>
          <SmartLink href={`/resources/blog/${entry.id}`}>{entry.title}</SmartLink>
        </Title>
        <Excerpt>{entry.excerpt}</Excerpt>
        <Footer>
          <Author><Icon name="user" size={16} />{entry.author}</Author>
          <More aria-hidden="true">{labels.readMoreLabel}<Icon name="arrow-right" size={16} /></More>
        </Footer>
      </Body>
    </Card>
  );
}
