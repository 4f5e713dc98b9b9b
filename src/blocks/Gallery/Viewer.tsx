import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { GalleryBlock } from '../../generated/content';
import { Icon } from '../../render/Icon';
import { Picture } from '../../render/Picture';
import type { GalleryImage } from './filter';
import { counts } from '../../render/numbers';
import { fill } from '../../render/fill';
import { useLanguage } from '../../render/context';
import { Dialog, Top, Stage, RoundButton, Nav, Text } from './viewer.styles';

interface Props {
  id: string;
  labels: GalleryBlock['viewer'];
  images: GalleryImage[];
  index: number;
  onStep(delta: number): void;
  onClose(): void;
}

/** Keeps the page behind the viewer from scrolling while it is open. */
function useScrollLock() {
  useEffect(() => {
    const { body, documentElement } = document;
    const gap = window.innerWidth - documentElement.clientWidth;
    const before = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    body.style.overflow = 'hidden';
    if (gap > 0) body.style.paddingRight = `${gap}px`;
    return () => {
      body.style.overflow = before.overflow;
      body.style.paddingRight = before.paddingRight;
    };
  }, []);
}

/** The viewer fits the picture into the screen less its bars (about 9rem): the width that leaves, as `sizes`. */
function viewerSizes(image: GalleryImage): string {
  const ratio = image.width && image.height ? image.width / image.height : 1.5;
  return `min(100vw, calc((100vh - 9rem) * ${ratio.toFixed(3)}))`;
}

/**
 * The full-screen viewer: a native modal dialog (the page behind is inert), opened on mount with focus on the
 * close button. Escape, the close button or a click on the dark background close it; arrows step through.
 */
export default function Viewer({ id, labels, images, index, onStep, onClose }: Props) {
  const { locale } = useLanguage();
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const image = images[index];
  const many = images.length > 1;
  useScrollLock();
  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
    close.current?.focus();
    return () => el?.close();
  }, []);

  const onKeyDown = (e: KeyboardEvent) => {
    if (!many || (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight')) return;
    e.preventDefault();
    onStep(e.key === 'ArrowLeft' ? -1 : 1);
  };

  return (
    <Dialog
      ref={dialog}
      id={`${id}-viewer`}
      aria-label={labels.label}
      aria-describedby={`${id}-viewer-text`}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
      onKeyDown={onKeyDown}
    >
      <Top>
        <p aria-live="polite">{fill(labels.positionLabel, counts(locale, { n: index + 1, total: images.length }))}</p>
        <RoundButton ref={close} type="button" aria-label={labels.closeLabel} onClick={onClose}>
          <Icon name="x" size={22} />
        </RoundButton>
      </Top>
      <Stage
        onClick={(e) => {
          if (e.target === e.currentTarget) onClose();
        }}
      >
        <Picture key={image.id} image={image} sizes={viewerSizes(image)} priority />
        {many && (
          <Nav>
            <RoundButton
              type="button"
              data-side="previous"
              aria-label={labels.previousLabel}
              onClick={() => onStep(-1)}
            >
              <Icon name="chevron-left" size={24} />
            </RoundButton>
            <RoundButton type="button" data-side="next" aria-label={labels.nextLabel} onClick={() => onStep(1)}>
              <Icon name="chevron-right" size={24} />
            </RoundButton>
          </Nav>
        )}
      </Stage>
      <Text id={`${id}-viewer-text`}>
        <h2>{image.title}</h2>
        <p>{image.description}</p>
      </Text>
    </Dialog>
  );
}
