import styled from 'styled-components';
import type { DownloadsBlock } from '../../generated/content';
import { Section, Grid, Card, IconBadge, buttonCss, type ButtonVariant } from '../../render/ui';
import { SmartLink } from '../../render/SmartLink';
import { useLanguage } from '../../render/context';
import { Icon } from '../../render/Icon';
import { buttonName, details, type DownloadItem } from './logic';
import { theme } from '../../theme/theme';

type Heading = 'h2' | 'h3' | 'h4';

const Category = styled.section`& + & { margin-top: ${theme.space.xl}; }`;
const CategoryHead = styled.div`display: flex; align-items: center; gap: ${theme.space.md}; margin-bottom: ${theme.space.md};
  h2, h3 { font-size: ${theme.size.xl}; margin: 0; }
  p { margin: .25rem 0 0; color: ${theme.color.textMuted}; }`;
const Top = styled.div`display: flex; align-items: flex-start; justify-content: space-between; gap: ${theme.space.sm};`;
const Badges = styled.ul`list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; justify-content: flex-end; gap: .35rem;`;
const Badge = styled.li<{ $color: 'purple' | 'teal' }>`
  padding: .15rem .6rem; font-size: ${theme.size.xs}; font-weight: 700; border-radius: ${theme.radius.pill};
  color: ${(p) => theme.accent[p.$color][0]}; background: ${(p) => theme.accent[p.$color][1]};
`;
const Title = styled.h3`font-size: ${theme.size.lg}; margin: ${theme.space.xs} 0 0;`;
const Text = styled.p`color: ${theme.color.textMuted}; margin: 0;`;
const Details = styled.ul`
  list-style: none; margin: 0; padding: 0; display: grid; gap: .2rem; font-size: ${theme.size.sm}; color: ${theme.color.textMuted};
  li { display: flex; align-items: center; gap: .4rem; }
  svg { flex: none; }
`;
const Footer = styled.div`margin-top: auto; padding-top: ${theme.space.sm};`;
const DownloadLink = styled(SmartLink)<{ $variant?: ButtonVariant }>`${buttonCss}; width: 100%;`;

function DownloadCard({ block, item, heading }: { block: DownloadsBlock; item: DownloadItem; heading: Heading }) {
  const { locale } = useLanguage();
  return (
    <Card id={`${block.id}-${item.id}`}>
      <Top>
        <IconBadge $color={item.color}>
          <Icon name={item.icon ?? 'file-text'} size={24} />
        </IconBadge>
        {(item.type || item.category) && (
          <Badges>
            {item.type && (
              <Badge $color="purple" data-badge="type">
                {item.type}
              </Badge>
            )}
            {item.category && (
              <Badge $color="teal" data-badge="category">
                {item.category}
              </Badge>
            )}
          </Badges>
        )}
      </Top>
      <Title as={heading}>{item.title}</Title>
      <Text>{item.description}</Text>
      <Details>
        {details(block.labels, item, locale).map((d) => (
          <li key={d.key} data-detail={d.key}>
            <Icon name={d.icon} size={15} />
            {d.text}
          </li>
        ))}
      </Details>
      <Footer>
        <DownloadLink
          href={item.file}
          download
          $variant="secondary"
          aria-label={buttonName(block.buttonAccessibleLabel, item)}
        >
          <Icon name="download" size={18} />
          {block.buttonLabel}
        </DownloadLink>
      </Footer>
    </Card>
  );
}

/** Cards of downloadable files, optionally grouped in titled categories. */
export default function Downloads({ block }: { block: DownloadsBlock }) {
  const categoryHeading: Heading = block.title ? 'h3' : 'h2';
  return (
    <Section block={block}>
      {block.categories.map((category) => {
        const titleId = `${block.id}-${category.id}-title`;
        const cardHeading: Heading = category.title ? (categoryHeading === 'h2' ? 'h3' : 'h4') : categoryHeading;
        return (
          <Category
            key={category.id}
            id={`${block.id}-${category.id}`}
            {...(category.title ? { 'aria-labelledby': titleId } : {})}
          >
            {category.title && (
              <CategoryHead>
                {category.icon && (
                  <IconBadge $color={category.color}>
                    <Icon name={category.icon} size={24} />
                  </IconBadge>
                )}
                <div>
                  <Title as={categoryHeading} id={titleId}>
                    {category.title}
                  </Title>
                  {category.intro && <p>{category.intro}</p>}
                </div>
              </CategoryHead>
            )}
            <Grid $columns={block.columns ?? 3}>
              {category.items.map((item) => (
                <DownloadCard key={item.id} block={block} item={item} heading={cardHeading} />
              ))}
            </Grid>
          </Category>
        );
      })}
    </Section>
  );
}
