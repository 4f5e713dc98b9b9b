import { useRef, useState, type KeyboardEvent } from 'react';
import type { FaqBlock } from '../../generated/content';
import { Section, IconBadge, Button } from '../../render/ui';
import { Icon } from '../../render/Icon';
import { groupsOf, view, toggle, emptyState, paragraphs, keyOf } from './filter';
import { counts } from '../../render/numbers';
import { fill } from '../../render/fill';
import { useLanguage } from '../../render/context';
import {
  Wrap,
  Search,
  Groups,
  Category,
  CategoryHeader,
  CategoryTitle,
  List,
  Item,
  QuestionHeading,
  Trigger,
  Answer,
  Empty,
  EmptyTitle,
  More,
} from './styles';

type Level = 'h2' | 'h3' | 'h4';
const heading = (n: number) => `h${Math.min(n, 4)}` as Level;

/** Moves focus between visible questions with the arrow keys, Home and End (Enter and Space open them natively). */
function onListKey(e: KeyboardEvent<HTMLDivElement>) {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  const target = e.target as HTMLElement;
  if (!keys.includes(e.key) || !target.matches('[data-faq-trigger]')) return;
  const all = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('[data-faq-trigger]')].filter(
    (b) => !b.closest('[hidden]'),
  );
  const i = all.indexOf(target as HTMLButtonElement);
  const next =
    e.key === 'Home'
      ? 0
      : e.key === 'End'
        ? all.length - 1
        : (i + (e.key === 'ArrowDown' ? 1 : -1) + all.length) % all.length;
  e.preventDefault();
  all[next]?.focus();
}

/**
 * Questions in an accordion, optionally grouped, searchable and shortened to the first few. Every answer is in
 * the server-rendered HTML; without JavaScript a `scripting: none` media rule (in styles.ts) shows them all and hides
 * the controls.
 */
export default function Faq({ block }: { block: FaqBlock }) {
  const { locale } = useLanguage();
  const groups = groupsOf(block);
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState<string[]>([]);
  const [expanded, setExpanded] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const v = view(groups, term, block.initialCount, expanded);
  const state = emptyState(v, term);
  const catLevel = block.title ? 3 : 2;
  const titled = groups.some((g) => g.title);
  const qLevel = titled ? catLevel + 1 : catLevel;
  const showToggle = block.initialCount !== undefined && term.trim() === '' && v.total > block.initialCount;
  const message = state === 'noResults' ? block.noResults : state === 'empty' ? block.empty : undefined;
  const dom = (s: string) => `${block.id}-${s.replace('/', '-')}`;

  const flip = () => {
    setExpanded((x) => !x);
    setOpen([]);
  };

  return (
    <Section block={block}>
      <Wrap onKeyDown={onListKey}>
        {block.searchable && (
          <Search role="search" aria-label={block.searchLabel} data-faq-control>
            <Icon name="search" size={20} />
            <input
              ref={input}
              type="search"
              value={term}
              onChange={(e) => setTerm(e.target.value)}
              aria-label={block.searchLabel}
              placeholder={block.searchPlaceholder}
              aria-controls={`${block.id}-list`}
            />
          </Search>
        )}
        <Groups id={`${block.id}-list`}>
          {groups.map((group) => {
            const titleId = dom(`${group.id}-title`);
            return (
              <Category
                key={group.id}
                data-faq-group={group.id}
                hidden={!v.groups.has(group.id)}
                $titled={!!group.title}
                aria-labelledby={group.title ? titleId : undefined}
              >
                {group.title && (
                  <CategoryHeader>
                    {group.icon && (
                      <IconBadge $color={group.color}>
                        <Icon name={group.icon} size={24} />
                      </IconBadge>
                    )}
                    <CategoryTitle as={heading(catLevel)} id={titleId}>
                      {group.title}
                    </CategoryTitle>
                  </CategoryHeader>
                )}
                <List>
                  {group.items.map((item) => {
                    const key = keyOf(group, item);
                    const isOpen = open.includes(key);
                    return (
                      <Item
                        key={item.id}
                        data-faq-item={item.id}
                        hidden={!v.shown.has(key)}
                        $color={group.color}
                        $open={isOpen}
                      >
                        <QuestionHeading as={heading(qLevel)}>
                          <Trigger
                            type="button"
                            id={dom(`${key}-q`)}
                            data-faq-trigger
                            aria-expanded={isOpen}
                            aria-controls={dom(`${key}-a`)}
                            onClick={() => setOpen((o) => toggle(o, key, block.mode))}
                          >
                            <span>{item.question}</span>
                            <Icon name="chevron-down" size={20} />
                          </Trigger>
                        </QuestionHeading>
                        <Answer
                          id={dom(`${key}-a`)}
                          role="region"
                          aria-labelledby={dom(`${key}-q`)}
                          data-faq-answer
                          hidden={!isOpen}
                        >
                          {paragraphs(item.answer).map((p, i) => (
                            <p key={i}>{p}</p>
                          ))}
                        </Answer>
                      </Item>
                    );
                  })}
                </List>
              </Category>
            );
          })}
        </Groups>
        <div role="status">
          {message && (
            <Empty>
              <Icon name={state === 'noResults' ? 'search' : 'circle-help'} size={40} />
              <EmptyTitle as={heading(catLevel)}>{message.title}</EmptyTitle>
              <p>{fill(message.text, { term: term.trim() })}</p>
              {state === 'noResults' && block.clearSearchLabel && (
                <Button
                  type="button"
                  $variant="secondary"
                  onClick={() => {
                    setTerm('');
                    input.current?.focus();
                  }}
                >
                  {block.clearSearchLabel}
                </Button>
              )}
            </Empty>
          )}
        </div>
        {showToggle && (
          <More data-faq-control>
            <Button
              type="button"
              $variant="outline"
              aria-expanded={expanded}
              aria-controls={`${block.id}-list`}
              onClick={flip}
            >
              {expanded ? block.showLessLabel : fill(block.showMoreLabel ?? '', counts(locale, { count: v.held }))}
              <Icon name="chevron-down" size={18} className={expanded ? 'up' : undefined} />
            </Button>
          </More>
        )}
      </Wrap>
    </Section>
  );
}
