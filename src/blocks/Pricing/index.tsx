import { Fragment } from 'react';
import styled, { css } from 'styled-components';
import type { PricingBlock } from '../../generated/content';
import { Section, Grid, Card, IconBadge, buttonCss, type ButtonVariant } from '../../render/ui';
import { SmartLink } from '../../render/SmartLink';
import { Icon } from '../../render/Icon';
import { useSite } from '../../render/context';
import { theme, type AccentName, up } from '../../theme/theme';
import { cardAction, priceParts } from './logic';

const Plan = styled(Card)<{ $accent: AccentName; $highlighted: boolean }>`
  position: relative;
  ${(p) =>
    p.$highlighted &&
    css`
    border: 2px solid ${theme.accent[p.$accent][0]};
    box-shadow: ${theme.shadow.raised};
    ${up('lg')} { transform: translateY(-8px); }
  `}
`;
const Badge = styled.p<{ $accent: AccentName }>`
  position: absolute; top: 0; left: 50%; transform: translate(-50%, -50%); margin: 0; white-space: nowrap;
  padding: .3rem .9rem; border-radius: ${theme.radius.pill}; font-size: ${theme.size.sm}; font-weight: 700;
  background: ${(p) => theme.accent[p.$accent][0]}; color: #fff;
`;
const Name = styled.h3`font-size: ${theme.size.xl}; margin: 0;`;
const Price = styled.p<{ $accent: AccentName; $columns: number }>`
  margin: 0; display: flex; flex-wrap: wrap; align-items: baseline; gap: .4rem;
  [data-price] {
    font-size: ${(p) => (p.$columns > 3 ? 'clamp(1.5rem, 2.2vw, 2rem)' : 'clamp(1.75rem, 4vw, 2.25rem)')}; font-weight: 800; line-height: 1.1;
    color: ${(p) => theme.accent[p.$accent][0]};
  }
  [data-period] { color: ${theme.color.textMuted}; font-weight: 600; }
`;
const Description = styled.p`color: ${theme.color.textMuted}; margin: 0;`;
const Features = styled.ul<{ $accent: AccentName }>`
  list-style: none; padding: 0; margin: ${theme.space.sm} 0 0; display: grid; gap: .5rem;
  li { display: flex; gap: .5rem; align-items: flex-start; }
  svg { flex: none; margin-top: .25rem; color: ${(p) => theme.accent[p.$accent][0]}; }
`;
const Footer = styled.div`margin-top: auto; padding-top: ${theme.space.md}; display: flex;`;
const Action = styled(SmartLink)<{ $variant?: ButtonVariant }>`${buttonCss}; flex: 1;`;
const Cards = styled(Grid)`padding-top: ${theme.space.md}; align-items: stretch;`;

export default function Pricing({ block }: { block: PricingBlock }) {
  const { site } = useSite();
  const accent = block.accent ?? 'blue';
  return (
    <Section block={block}>
      <Cards $columns={block.columns ?? 3}>
        {block.items.map((item) => {
          const nameId = `${block.id}-${item.id}-name`;
          const action = cardAction(block.action, item, site.labels.newTab);
          const highlighted = item.highlighted ?? false;
          return (
            <Plan
              key={item.id}
              id={`${block.id}-${item.id}`}
              aria-labelledby={nameId}
              $accent={accent}
              $highlighted={highlighted}
              data-highlighted={highlighted || undefined}
            >
              {item.badge && <Badge $accent={accent}>{item.badge}</Badge>}
              {item.icon && (
                <IconBadge $color={accent}>
                  <Icon name={item.icon} size={24} />
                </IconBadge>
              )}
              <Name id={nameId}>{item.name}</Name>
              <Price $accent={accent} $columns={block.columns ?? 3}>
                <span data-price="">
                  {priceParts(item.price).map((part, i) => (
                    <Fragment key={i}>
                      {i > 0 && <wbr />}
                      {part}
                    </Fragment>
                  ))}
                </span>
                {item.period && <span data-period="">{item.period}</span>}
              </Price>
              {item.description && <Description>{item.description}</Description>}
              {item.features && (
                <Features $accent={accent}>
                  {item.features.map((f) => (
                    <li key={f}>
                      <Icon name="check-circle" size={18} />
                      {f}
                    </li>
                  ))}
                </Features>
              )}
              {action && (
                <Footer>
                  <Action
                    href={action.href}
                    aria-label={action.accessibleName}
                    $variant={highlighted ? 'primary' : 'secondary'}
                  >
                    {block.action?.icon && <Icon name={block.action.icon} size={18} />}
                    {action.label}
                  </Action>
                </Footer>
              )}
            </Plan>
          );
        })}
      </Cards>
    </Section>
  );
}
