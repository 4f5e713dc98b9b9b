/**
 * Set by entry-server while it renders a page: the page's path. Components that render the router's own
 * components in the browser (the head's tags, links) render the same HTML with less work on the server when it
 * is set (src/runtime/PageHead.tsx, src/runtime/SmartLink.tsx). tests/unit/server-render.test.ts renders every
 * page of the site and of a generated site with it and without it and compares the HTML.
 */
import { createContext } from 'react';

export const ServerRender = createContext<{ pathname: string } | null>(null);
