/** The design tokens: one source for colours, type, spacing, radii, shadows and breakpoints. */
export const theme = {
  color: {
    brand: '#0b2a5b',
    brandDark: '#071d40',
    brandLight: '#e8eef9',
    accent: '#f5a524',
    accentDark: '#b45309',
    link: '#1d4ed8',
    text: '#1f2937',
    textMuted: '#4b5563',
    textOnDark: '#ffffff',
    textOnDarkMuted: '#d6deeb',
    surface: '#ffffff',
    surfaceMuted: '#f4f6fa',
    border: '#dfe4ec',
    focus: '#f5a524',
    success: '#15803d',
    danger: '#b91c1c',
  },
  /** Accent colours from the schema's colour enum: [strong, soft background]; strong on soft is at least 4.5:1 (WCAG AA). */
  accent: {
    blue: ['#1d4ed8', '#e0e9ff'],
    green: ['#14773a', '#dcf5e4'],
    purple: ['#7e22ce', '#f1e4fd'],
    orange: ['#c2410c', '#ffedd5'],
    red: ['#b91c1c', '#fde2e2'],
    indigo: ['#4338ca', '#e4e4fc'],
    teal: ['#0f766e', '#d5f3ef'],
    amber: ['#955a06', '#fdf2cc'],
    gray: ['#4b5563', '#eceff3'],
  },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  /** Type scale in rem: xs … display. */
  size: {
    xs: '0.8125rem',
    sm: '0.9375rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    display: 'clamp(2rem, 4.5vw, 3rem)',
  },
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2.5rem', xxl: '4rem' },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadow: {
    card: '0 1px 2px rgba(15,23,42,.06), 0 4px 16px rgba(15,23,42,.06)',
    raised: '0 10px 30px rgba(15,23,42,.14)',
  },
  width: { content: '1200px', text: '72ch' },
  /** Breakpoints in px; the spec's mobile/desktop switch is 768. */
  bp: { sm: 480, md: 768, lg: 1024, xl: 1280 },
} as const;

export type Theme = typeof theme;
export type AccentName = keyof Theme['accent'];

/** Media query helper: `${up('md')} { ... }` applies from that width up. */
export const up = (bp: keyof Theme['bp']) => `@media (min-width: ${theme.bp[bp]}px)`;
export const down = (bp: keyof Theme['bp']) => `@media (max-width: ${theme.bp[bp] - 0.02}px)`;
