declare module 'virtual:site' {
  import type { RouteRecord, SiteData } from './runtime/contract';
  export const routes: RouteRecord[];
  export const site: SiteData;
}
