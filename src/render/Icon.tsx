interface IconProps {
  name: string;
  size?: number;
  className?: string;
}

/** Draws a decorative icon (hidden from screen readers) from the sprite at /icons.svg (src/content/icons.ts). */
export function Icon({ name, size = 20, className }: IconProps) {
  return (
    <svg width={size} height={size} className={className} focusable="false" aria-hidden>
      <use href={`/icons.svg#${name}`} />
    </svg>
  );
}
