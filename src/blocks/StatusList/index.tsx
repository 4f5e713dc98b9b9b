import styled from 'styled-components';
import type { StatusListBlock } from '../../generated/content';
import { Section, buttonCss, type ButtonVariant } from '../../render/ui';
import { SmartLink } from '../../render/SmartLink';
import { Icon } from '../../render/Icon';
import { splitByStatus, countByCategory, actionHref, type StatusGroup, type StatusItem } from './logic';
import { fill } from '../../render/fill';
import { useLanguage } from '../../render/context';
import { counts, formatCount } from '../../render/numbers';
import * as S from './styles';

const ActionLink = styled(SmartLink)<{ $variant?: ButtonVariant }>`${buttonCss}`;
type Heading = 'h2' | 'h3' | 'h4' | 'h5';
const next = (h: Heading): Heading => (h === 'h2' ? 'h3' : h === 'h3' ? 'h4' : 'h5');

function ItemCard({
  blockId,
  item,
  group,
  labels,
  heading,
}: {
  blockId: string;
  item: StatusItem;
  group: StatusGroup;
  labels: StatusListBlock['labels'];
  heading: Heading;
}) {
  const { locale } = useLanguage();
  const look = S.statusLook[item.status];
  const href = actionHref(group, item);
  return (
    <S.Item $color={look.color} id={`${blockId}-${item.id}`} data-status={item.status}>
      <S.ItemTitle as={heading}>{item.title}</S.ItemTitle>
      <S.Meta>
        <li>
          <Icon name="calendar" size={16} />
          {item.date}
        </li>
        {item.time && (
          <li>
            <Icon name="clock" size={16} />
            {item.time}
          </li>
        )}
        {item.location && (
          <li>
            <Icon name="map-pin" size={16} />
            {item.location}
          </li>
        )}
        {item.attendees !== undefined && labels?.attendees && (
          <li>
            <Icon name="users" size={16} />
            {fill(labels.attendees, counts(locale, { count: item.attendees }))}
          </li>
        )}
      </S.Meta>
      <S.Badges>
        {item.priority && labels?.priority && (
          <S.Badge $color={S.levelColor[item.priority]} data-badge="priority">
            <Icon name="flag" size={12} />
            {labels.priority[item.priority]}
          </S.Badge>
        )}
        {item.impact && labels?.impact && (
          <S.Badge $color={S.levelColor[item.impact]} data-badge="impact">
            <Icon name="zap" size={12} />
            {labels.impact[item.impact]}
          </S.Badge>
        )}
        {item.jurisdiction && (
          <S.Badge $color="indigo" data-badge="jurisdiction">
            <Icon name="globe" size={12} />
            {item.jurisdiction}
          </S.Badge>
        )}
        {item.category && (
          <S.Badge $color="teal" data-badge="category">
            <Icon name="tag" size={12} />
            {item.category}
          </S.Badge>
        )}
        {item.eventType && (
          <S.Badge $color="purple" data-badge="event-type">
            <Icon name="presentation" size={12} />
            {item.eventType}
          </S.Badge>
        )}
      </S.Badges>
      {item.description && <S.Description>{item.description}</S.Description>}
      {item.agenda && labels?.agenda && (
        <>
          <S.AgendaTitle as={next(heading)}>{labels.agenda}</S.AgendaTitle>
          <S.Agenda>
            {item.agenda.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </S.Agenda>
        </>
      )}
      {group.action && href && (
        <S.Action>
          <ActionLink
            href={href}
            $variant="secondary"
            download={group.action.download}
            aria-label={fill(group.action.accessibleLabel, { title: item.title })}
          >
            {group.action.icon && <Icon name={group.action.icon} size={18} />}
            {group.action.label}
          </ActionLink>
        </S.Action>
      )}
    </S.Item>
  );
}

/** Dated items split by status into titled groups, with badges and an optional row of per-category counts. */
export default function StatusList({ block }: { block: StatusListBlock }) {
  const { locale } = useLanguage();
  const groupHeading: Heading = block.title ? 'h3' : 'h2';
  const itemHeading = next(groupHeading);
  return (
    <Section block={block}>
      {block.counts && (
        <div>
          {block.counts.title && <S.CountsTitle as={groupHeading}>{block.counts.title}</S.CountsTitle>}
          <S.Tiles>
            {countByCategory(block.counts.tiles, block.items).map(({ tile, count }) => (
              <S.Tile key={tile.category} $color={tile.color ?? 'blue'} data-category={tile.category}>
                <dt>{tile.label}</dt>
                <dd>
                  {tile.icon && <Icon name={tile.icon} size={24} />}
                  {count}
                </dd>
              </S.Tile>
            ))}
          </S.Tiles>
        </div>
      )}
      {splitByStatus(block.groups, block.items).map(({ group, items }) => {
        const look = S.statusLook[group.status];
        const titleId = `${block.id}-${group.status}-title`;
        return (
          <S.Group key={group.status} aria-labelledby={titleId} data-group={group.status}>
            <S.GroupTitle as={groupHeading} id={titleId} $color={look.color}>
              <Icon name={look.icon} size={22} />
              {group.title}
              <S.GroupCount $color={look.color} aria-hidden="true">
                {formatCount(locale, items.length)}
              </S.GroupCount>
            </S.GroupTitle>
            {group.intro && <S.GroupIntro>{group.intro}</S.GroupIntro>}
            {items.length === 0 && group.emptyText && <S.Empty>{group.emptyText}</S.Empty>}
            {items.length > 0 && (
              <S.Items $columns={block.columns ?? 1}>
                {items.map((item) => (
                  <li key={item.id}>
                    <ItemCard
                      blockId={block.id}
                      item={item}
                      group={group}
                      labels={block.labels}
                      heading={itemHeading}
                    />
                  </li>
                ))}
              </S.Items>
            )}
          </S.Group>
        );
      })}
    </Section>
  );
}
