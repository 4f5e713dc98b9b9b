/**
 * styled-components compiles a component's CSS with stylis whenever a new style sheet meets it, and the prerender
 * starts a sheet per page. MemoStylis gives the components below it a stringifier that remembers what stylis (a
 * pure function) made of each input, kept by one renderer (SiteCaches in render.tsx).
 */
import { useContext, useMemo, type ReactNode } from 'react';
import { StyleSheetContext, type IStyleSheetContext } from 'styled-components';

type Stringifier = IStyleSheetContext['stylis'];

/** Far more than a site's distinct pieces of CSS; past it the memory starts again, so it cannot grow without end. */
const MAX_ENTRIES = 20_000;

/** A stringifier that gives what `stylis` gives, calling it once per distinct input. */
export function memoiseStylis(stylis: Stringifier): Stringifier {
  // By selector, prefix and component, then by CSS: the CSS is hashed as it is, not copied into a longer key.
  const rulesOf = new Map<string, Map<string, string[]>>();
  let entries = 0;
  return Object.assign(
    (css: string, selector = '', prefix = '', componentId = '&') => {
      const place = `${selector}\u0000${prefix}\u0000${componentId}`;
      if (entries >= MAX_ENTRIES) {
        rulesOf.clear();
        entries = 0;
      }
      let byCss = rulesOf.get(place);
      if (!byCss) rulesOf.set(place, (byCss = new Map()));
      let rules = byCss.get(css);
      if (!rules) {
        byCss.set(css, (rules = stylis(css, selector, prefix, componentId).slice()));
        entries++;
      }
      // A copy, as stylis returns a new array each time (the sheet keeps what it is given).
      return rules.slice();
    },
    { hash: stylis.hash },
  );
}

/** A renderer's memo: one memoised stringifier per stylis it meets (styled-components has one). */
export type StylisMemo = WeakMap<Stringifier, Stringifier>;

export function MemoStylis({ memo, children }: { memo?: StylisMemo; children: ReactNode }) {
  const context = useContext(StyleSheetContext);
  const value = useMemo(() => {
    if (!memo) return context;
    if (!memo.has(context.stylis)) memo.set(context.stylis, memoiseStylis(context.stylis));
    return { ...context, stylis: memo.get(context.stylis)! };
  }, [context, memo]);
  return <StyleSheetContext.Provider value={value}>{children}</StyleSheetContext.Provider>;
}
