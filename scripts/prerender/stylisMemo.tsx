/**
 * styled-components turns a component's CSS into rules with stylis every time a new style sheet meets it, and
 * the prerender starts a new sheet for every page: the same few hundred pieces of CSS were compiled again for
 * each page (a third of a page's rendering time). MemoStylis gives the components below it a stringifier that
 * remembers what stylis made of each input. stylis is a pure function of its input, so the rules are the same.
 */
import { useContext, useMemo, type ReactNode } from 'react';
import { StyleSheetContext, type IStyleSheetContext } from 'styled-components';

type Stringifier = IStyleSheetContext['stylis'];

/** Far more than a site's distinct pieces of CSS; past it the memory starts again, so it cannot grow without end. */
const MAX_ENTRIES = 20_000;
const memoised = new WeakMap<Stringifier, Stringifier>();

export function memoiseStylis(stylis: Stringifier): Stringifier {
  let memo = memoised.get(stylis);
  if (memo) return memo;
  // By selector, prefix and component, then by CSS: the CSS (hundreds of characters) is hashed as it is, not
  // copied into a longer key first.
  const rulesOf = new Map<string, Map<string, string[]>>();
  let entries = 0;
  memo = Object.assign((css: string, selector = '', prefix = '', componentId = '&') => {
    const place = `${selector}\u0000${prefix}\u0000${componentId}`;
    let byCss = rulesOf.get(place);
    let rules = byCss?.get(css);
    if (!rules) {
      if (entries >= MAX_ENTRIES) {
        rulesOf.clear();
        entries = 0;
        byCss = undefined;
      }
      if (!byCss) rulesOf.set(place, (byCss = new Map()));
      rules = stylis(css, selector, prefix, componentId).slice();
      byCss.set(css, rules);
      entries++;
    }
    // A copy, as stylis returns a new array each time (the sheet keeps what it is given).
    return rules.slice();
  }, { hash: stylis.hash });
  memoised.set(stylis, memo);
  return memo;
}

export function MemoStylis({ children }: { children: ReactNode }) {
  const context = useContext(StyleSheetContext);
  const value = useMemo(() => ({ ...context, stylis: memoiseStylis(context.stylis) }), [context]);
  return <StyleSheetContext.Provider value={value}>{children}</StyleSheetContext.Provider>;
}
