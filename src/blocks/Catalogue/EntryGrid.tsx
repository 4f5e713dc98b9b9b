import { useId } from 'react';
import type { Entry } from '../../generated/content';
import { IconBadge } from '../../render/ui';
import { Icon } from '../../render/Icon';
import { Cards, EntryCard, CardTitle, CardButton, Tagline, Description, CardAction } from './styles';

export interface GridEntry {
  entry: Entry;
  /** The words at the foot of the card, e.g. "8 services" or View Details. */
  action: string;
  /** Show the entry's tagline (explore style). */
  tagline: boolean;
}

/** A grid of entry cards; each card is one button (named by its title) that chooses the entry. */
export function EntryGrid({
  cards,
  columns,
  fallbackColor,
  fallbackIcon,
  onChoose,
}: {
  cards: GridEntry[];
  columns: number;
  fallbackColor?: Entry['color'];
  fallbackIcon?: Entry['icon'];
  onChoose: (id: string) => void;
}) {
  const uid = useId();
  return (
    <Cards $columns={columns}>
      {cards.map(({ entry, action, tagline }) => {
        const color = entry.color ?? fallbackColor ?? 'blue';
        const icon = entry.icon ?? fallbackIcon;
        const described = `${uid}-${entry.id}`;
        return (
          <li key={entry.id}>
            <EntryCard $color={color} data-entry={entry.id}>
              {icon && (
                <IconBadge $color={color}>
                  <Icon name={icon} size={24} />
                </IconBadge>
              )}
              <CardTitle>
                <CardButton
                  type="button"
                  aria-describedby={`${described}-d ${described}-a`}
                  onClick={() => onChoose(entry.id)}
                >
                  {entry.title}
                </CardButton>
              </CardTitle>
              {tagline && entry.tagline && <Tagline>{entry.tagline}</Tagline>}
              <Description id={`${described}-d`}>{entry.description}</Description>
              <CardAction $color={color} id={`${described}-a`}>
                {action}
                <Icon name="arrow-right" size={18} />
              </CardAction>
            </EntryCard>
          </li>
        );
      })}
    </Cards>
  );
}
