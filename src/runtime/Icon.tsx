interface IconProps {
  name: string;
  size?: number;
  /** Accessible name; without it the icon is decorative and hidden from screen readers. */
  label?: string;
  className?: string;
}

/** The URL of the icon sprite written by the build (see src/engine/icons.ts). */
export const ICON_SPRITE = '/icons.svg';

/** Draws an icon from the sprite. */
export function Icon({ name, size = 20, label, className }: IconProps) {
  return (
    <svg width={size} height={size} className={className} focusable="false" {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}>
      <use href={`${ICON_SPRITE}#${name}`} />
    </svg>
  );
}
