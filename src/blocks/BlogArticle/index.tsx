import styled from 'styled-components';
import type { BlogArticleBlock } from '../../generated/content';
import { Band, Container, LinkButton } from '../../runtime/ui';
import { usePageEntry, useSite } from '../../runtime/context';
import { SmartLink } from '../../runtime/SmartLink';
import { Icon } from '../../runtime/Icon';
import { ShareMenu } from './ShareMenu';
import { up } from '../../theme/theme';

const Article = styled.article`max-width: 52rem; margin: 0 auto;`;
const Back = styled(SmartLink)`display: inline-flex; align-items: center; gap: .4rem; font-weight: 600; text-decoration: none; margin-bottom: ${(p) => p.theme.space.lg};`;
const Meta = styled.div`display: flex; flex-wrap: wrap; gap: .5rem 1rem; align-items: center; color: ${(p) => p.theme.color.textMuted}; font-size: ${(p) => p.theme.size.sm};`;
const Badge = styled.span`background: ${(p) => p.theme.color.brandLight}; color: ${(p) => p.theme.color.brand}; font-weight: 700; padding: .2rem .7rem; border-radius: ${(p) => p.theme.radius.pill};`;
const Title = styled.h1`font-size: ${(p) => p.theme.size.display}; margin: ${(p) => p.theme.space.md} 0;`;
const Excerpt = styled.p`font-size: ${(p) => p.theme.size.xl}; color: ${(p) => p.theme.color.textMuted};`;
const Byline = styled.div`display: flex; flex-wrap: wrap; gap: 1rem; align-items: center; justify-content: space-between; padding: ${(p) => p.theme.space.md} 0; border-block: 1px solid ${(p) => p.theme.color.border}; margin-bottom: ${(p) => p.theme.space.lg};`;
const Picture = styled.img`width: 100%; border-radius: ${(p) => p.theme.radius.lg}; margin-bottom: ${(p) => p.theme.space.xl};`;
const Body = styled.div`
  font-size: ${(p) => p.theme.size.lg}; line-height: 1.75;
  h2 { font-size: ${(p) => p.theme.size.xxl}; margin-top: ${(p) => p.theme.space.xl}; }
  h3 { font-size: ${(p) => p.theme.size.xl}; margin-top: ${(p) => p.theme.space.lg}; }
  ul, ol { padding-left: 1.4rem; margin: 0 0 ${(p) => p.theme.space.md}; }
  blockquote { margin: ${(p) => p.theme.space.lg} 0; padding-left: ${(p) => p.theme.space.lg}; border-left: 4px solid ${(p) => p.theme.color.accent}; color: ${(p) => p.theme.color.textMuted}; }
`;
const AuthorBox = styled.aside`
  display: grid; gap: ${(p) => p.theme.space.md}; margin: ${(p) => p.theme.space.xl} 0; padding: ${(p) => p.theme.space.lg};
  background: ${(p) => p.theme.color.surfaceMuted}; border-radius: ${(p) => p.theme.radius.lg};
  ${up('md')} { grid-template-columns: 1fr auto; align-items: center; }
  h2 { font-size: ${(p) => p.theme.size.lg}; margin-bottom: .25rem; }
  p { margin: 0; color: ${(p) => p.theme.color.textMuted}; }
`;

export default function BlogArticle({ block }: { block: BlogArticleBlock }) {
  const post = usePageEntry();
  const { site } = useSite();
  if (!post) return null;
  const url = `${site.seo.siteUrl}/resources/blog/${post.id}`;
  const share = { url, title: post.title, excerpt: post.excerpt, labels: block.share };
  return (
    <Band>
      <Container>
        <Article>
          <Back href={block.backLink.href}><Icon name="arrow-left" size={18} />{block.backLink.label}</Back>
          <Meta>
            <Badge>{post.category}</Badge>
            <span>{post.date}</span>
            <span>{block.readTimeLabel.replace('{minutes}', String(post.readTime))}</span>
          </Meta>
          <Title>{post.title}</Title>
          <Excerpt>{post.excerpt}</Excerpt>
          <Byline>
            <span>{block.byLabel} <strong>{post.author}</strong>{post.authorRole ? `, ${post.authorRole}` : ''}</span>
            <ShareMenu {...share} label={block.share.headerLabel} id={`${block.id}-share-top`} />
          </Byline>
          <Picture src={post.image.src} alt={post.image.alt} width={post.image.width} height={post.image.height} fetchPriority="high" />
          <Body dangerouslySetInnerHTML={{ __html: post.content }} />
          <AuthorBox aria-labelledby={`${block.id}-author`}>
            <div>
              <h2 id={`${block.id}-author`}>{block.authorBoxTitle}: {post.author}</h2>
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
