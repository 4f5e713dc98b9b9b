import styled from 'styled-components';
import type { BlogArticleBlock } from '../../generated/content';
import { Band, Container, LinkButton } from '../../render/ui';
import { useLanguage, usePageEntry, useSite } from '../../render/context';
import { shownName } from '../../render/language';
import { SmartLink } from '../../render/SmartLink';
import { Icon } from '../../render/Icon';
import { Picture as PictureBase } from '../../render/Picture';
import { ShareMenu } from './ShareMenu';
import { theme, up } from '../../theme/theme';

/** The article's width (52rem), or the content width on smaller screens. */
const SIZES = '(min-width: 864px) 832px, calc(100vw - 2rem)';
const Article = styled.article`max-width: 52rem; margin: 0 auto;`;
const Back = styled(
  SmartLink,
)`display: inline-flex; align-items: center; gap: .4rem; font-weight: 600; text-decoration: none; margin-bottom: ${theme.space.lg};`;
const Meta = styled.div`display: flex; flex-wrap: wrap; gap: .5rem 1rem; align-items: center; color: ${theme.color.textMuted}; font-size: ${theme.size.sm};`;
const Badge = styled.span`background: ${theme.color.brandLight}; color: ${theme.color.brand}; font-weight: 700; padding: .2rem .7rem; border-radius: ${theme.radius.pill};`;
const Title = styled.h1`font-size: ${theme.size.display}; margin: ${theme.space.md} 0;`;
const Excerpt = styled.p`font-size: ${theme.size.xl}; color: ${theme.color.textMuted};`;
const Byline = styled.div`display: flex; flex-wrap: wrap; gap: 1rem; align-items: center; justify-content: space-between; padding: ${theme.space.md} 0; border-block: 1px solid ${theme.color.border}; margin-bottom: ${theme.space.lg};`;
const Picture = styled(PictureBase)`width: 100%; border-radius: ${theme.radius.lg}; margin-bottom: ${theme.space.xl};`;
const Body = styled.div`
  font-size: ${theme.size.lg}; line-height: 1.75;
  h2 { font-size: ${theme.size.xxl}; margin-top: ${theme.space.xl}; }
  h3 { font-size: ${theme.size.xl}; margin-top: ${theme.space.lg}; }
  ul, ol { padding-left: 1.4rem; margin: 0 0 ${theme.space.md}; }
  blockquote { margin: ${theme.space.lg} 0; padding-left: ${theme.space.lg}; border-left: 4px solid ${theme.color.accent}; color: ${theme.color.textMuted}; }
`;
const AuthorBox = styled.aside`
  display: grid; gap: ${theme.space.md}; margin: ${theme.space.xl} 0; padding: ${theme.space.lg};
  background: ${theme.color.surfaceMuted}; border-radius: ${theme.radius.lg};
  ${up('md')} { grid-template-columns: 1fr auto; align-items: center; }
  h2 { font-size: ${theme.size.lg}; margin-bottom: .25rem; }
  p { margin: 0; color: ${theme.color.textMuted}; }
`;

export default function BlogArticle({ block }: { block: BlogArticleBlock }) {
  const post = usePageEntry();
  const { site } = useSite();
  const language = useLanguage();
  if (!post) return null;
  const category = shownName(language, post.category);
  const url = `${site.seo.siteUrl}${post.path ?? `/resources/blog/${post.id}`}`;
  const share = { url, title: post.title, excerpt: post.excerpt, labels: block.share };
  return (
    <Band>
      <Container>
        <Article>
          <Back href={block.backLink.href}>
            <Icon name="arrow-left" size={18} />
            {block.backLink.label}
          </Back>
          <Meta>
            <Badge lang={category.lang}>{category.text}</Badge>
            <span>{post.date}</span>
            <span>{block.readTimeLabel.replace('{minutes}', String(post.readTime))}</span>
          </Meta>
          <Title>{post.title}</Title>
          <Excerpt>{post.excerpt}</Excerpt>
          <Byline>
            <span>
              {block.byLabel} <strong>{post.author}</strong>
              {post.authorRole ? `, ${post.authorRole}` : ''}
            </span>
            <ShareMenu {...share} label={block.share.headerLabel} id={`${block.id}-share-top`} />
          </Byline>
          <Picture image={post.image} sizes={SIZES} priority />
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the article body is sanitised by the build (src/content/sanitizeRules.ts) */}
          <Body dangerouslySetInnerHTML={{ __html: post.content }} />
          <AuthorBox aria-labelledby={`${block.id}-author`}>
            <div>
              <h2 id={`${block.id}-author`}>
                {block.authorBoxTitle}: {post.author}
              </h2>
              {post.authorBio && <p>{post.authorBio}</p>}
            </div>
            <ShareMenu {...share} label={block.share.authorBoxLabel} id={`${block.id}-share-bottom`} />
          </AuthorBox>
          <LinkButton link={block.browseAllLink} variant="secondary" />
        </Article>
      </Container>
    </Band>
  );
}
