/** The site's block registry. Each block lives in src/blocks/<Type>/ beside its test; its schema in schema/blocks/. */
import { lazyBlock, type BlockRegistry } from './registry';

export const blocks: BlockRegistry = {
  blogArticle: lazyBlock(() => import('../blocks/BlogArticle')),
  cardGrid: lazyBlock(() => import('../blocks/CardGrid')),
  contactDetails: lazyBlock(() => import('../blocks/ContactDetails')),
  contactForm: lazyBlock(() => import('../blocks/ContactForm')),
  cta: lazyBlock(() => import('../blocks/Cta')),
  hero: lazyBlock(() => import('../blocks/Hero')),
  heroCarousel: lazyBlock(() => import('../blocks/HeroCarousel')),
  list: lazyBlock(() => import('../blocks/List')),
  logos: lazyBlock(() => import('../blocks/Logos')),
  map: lazyBlock(() => import('../blocks/Map')),
  regions: lazyBlock(() => import('../blocks/Regions')),
  stats: lazyBlock(() => import('../blocks/Stats')),
  steps: lazyBlock(() => import('../blocks/Steps')),
  text: lazyBlock(() => import('../blocks/Text')),
};
