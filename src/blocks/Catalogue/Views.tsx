/** The catalogue's three views. Each view's heading takes `headingRef` so a step can move focus to it. */
import type { Ref } from 'react';
import type { CatalogueBlock, Entry } from '../../generated/content';
import { Band, Container, IconBadge, type Tone } from '../../render/ui';
import { Icon } from '../../render/Icon';
import { Sections } from '../../render/BlockRenderer';
import { EntryGrid } from './EntryGrid';
import { counts } from '../../render/numbers';
import { fill } from '../../render/fill';
import { useLanguage } from '../../render/context';
import {
  Header,
  Eyebrow,
  Heading,
  Intro,
  BackLink,
  BackButton,
  DetailBand,
  DetailLayout,
  DetailHead,
  Picture,
  PICTURE_SIZES,
} from './styles';

interface Common {
  block: CatalogueBlock;
  tone: Tone;
  headingRef: Ref<HTMLHeadingElement>;
}
const onDarkTone = (tone: Tone) => tone === 'brand' || tone === 'dark';

function Back({ label, onBack }: { label: string; onBack: () => void }) {
  return (
    <BackButton type="button" onClick={onBack}>
      <Icon name="arrow-left" size={18} />
      {label}
    </BackButton>
  );
}

/** Nothing selected: the block's back link, heading and the service cards. */
export function GridView({ block, tone, headingRef, onChoose }: Common & { onChoose: (id: string) => void }) {
  const { locale } = useLanguage();
  const onDark = onDarkTone(tone);
  const explore = block.cardStyle === 'explore';
  return (
    <Band $tone={tone}>
      <Container>
        {block.backLink && (
          <BackLink href={block.backLink.href}>
            <Icon name="arrow-left" size={18} />
            {block.backLink.label}
          </BackLink>
        )}
        {(block.eyebrow || block.title || block.intro) && (
          <Header $center>
            {block.eyebrow && <Eyebrow $onDark={onDark}>{block.eyebrow}</Eyebrow>}
            {block.title && (
              <Heading ref={headingRef} tabIndex={-1}>
                {block.title}
              </Heading>
            )}
            {block.intro && <Intro $onDark={onDark}>{block.intro}</Intro>}
          </Header>
        )}
        <EntryGrid
          columns={block.columns ?? 3}
          onChoose={onChoose}
          cards={block.items.map((entry) => ({
            entry,
            tagline: explore,
            action:
              entry.subsections && !explore
                ? fill(block.labels.subsectionCount, counts(locale, { count: entry.subsections.length }))
                : block.labels.viewDetails,
          }))}
        />
      </Container>
    </Band>
  );
}

/** A service with subsections: Back to Services, the service's heading and its subsection cards. */
export function SubsectionsView({
  block,
  tone,
  headingRef,
  service,
  onChoose,
  onBack,
}: Common & { service: Entry; onChoose: (id: string) => void; onBack: () => void }) {
  return (
    <Band $tone={tone}>
      <Container>
        <Back label={block.labels.backToServices} onBack={onBack} />
        <Header>
          <Heading ref={headingRef} tabIndex={-1}>
            {service.title}
          </Heading>
          <Intro $onDark={onDarkTone(tone)}>{service.description}</Intro>
        </Header>
        <EntryGrid
          columns={block.columns ?? 3}
          onChoose={onChoose}
          fallbackColor={service.color}
          fallbackIcon={service.icon}
          cards={service.subsections!.map((entry) => ({
            entry,
            tagline: block.cardStyle === 'explore',
            action: block.labels.learnMore,
          }))}
        />
      </Container>
    </Band>
  );
}

/**
 * A detail: Back (to the parent service, or to the grid), heading, description, image, then the entry's blocks
 * and the block's detailEnd (before the entry's first FAQ block when the block sets detailEndBeforeFaq).
 */
export function DetailView({
  block,
  tone,
  headingRef,
  entry,
  parent,
  onBack,
}: Common & { entry: Entry; parent?: Entry; onBack: () => void }) {
  const icon = entry.icon ?? parent?.icon;
  const sections = entry.sections ?? [];
  const faqAt = block.detailEndBeforeFaq ? sections.findIndex((s) => s.type === 'faq') : -1;
  const cut = faqAt < 0 ? sections.length : faqAt;
  return (
    <>
      <DetailBand $tone={tone}>
        <Container>
          <Back
            label={parent ? fill(block.labels.backToParent, { title: parent.title }) : block.labels.backToServices}
            onBack={onBack}
          />
          <DetailLayout $withImage={!!entry.image}>
            <div>
              <DetailHead>
                {icon && (
                  <IconBadge $color={entry.color ?? parent?.color}>
                    <Icon name={icon} size={24} />
                  </IconBadge>
                )}
                <Heading ref={headingRef} tabIndex={-1}>
                  {entry.title}
                </Heading>
              </DetailHead>
              <Intro $onDark={onDarkTone(tone)}>{entry.description}</Intro>
            </div>
            {entry.image && <Picture image={entry.image} sizes={PICTURE_SIZES} />}
          </DetailLayout>
        </Container>
      </DetailBand>
      <Sections sections={sections.slice(0, cut)} />
      {block.detailEnd && <Sections sections={block.detailEnd} />}
      <Sections sections={sections.slice(cut)} />
    </>
  );
}
