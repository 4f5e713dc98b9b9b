interface IconProps {
  name: string;
  size?: number;
  /** Accessible name; without it the icon is decorative and hidden from screen readers. */
  label?: string;
  className?: string;
}

/** Draws an icon from the sprite the build writes at /icons.svg (src/engine/icons.ts). */
export function Icon({ name, size = 20, label, className }: IconProps) {
  return (
    <svg width={size} height={size} className={className} focusable="false" {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}>
      <use href={`/icons.svg#${name}`} />
    </svg>
  );
}
