/** Icons the layout and blocks draw themselves (not named in YAML); the sprite includes them beside the schema's. */
export const BUILTIN_ICONS = [
  'phone', 'mail', 'map-pin', 'clock', 'menu', 'x', 'chevron-down', 'chevron-left', 'chevron-right', 'arrow-left', 'check', 'share', 'copy', 'search',
  'brand-facebook', 'brand-instagram', 'brand-linkedin', 'brand-x', 'brand-whatsapp',
] as const;
