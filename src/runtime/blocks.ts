/** The site's block registry. Each block lives in src/blocks/<Type>/ beside its test; its schema in schema/blocks/. */
import { lazyBlock, type BlockRegistry } from './registry';

export const blocks: BlockRegistry = {
  blogArticle: lazyBlock(() => import('../blocks/BlogArticle')),
  blogList: lazyBlock(() => import('../blocks/BlogList')),
  cardGrid: lazyBlock(() => import('../blocks/CardGrid')),
  caseStudies: lazyBlock(() => import('../blocks/CaseStudies')),
  contactDetails: lazyBlock(() => import('../blocks/ContactDetails')),
  contactForm: lazyBlock(() => import('../blocks/ContactForm')),
  cta: lazyBlock(() => import('../blocks/Cta')),
  downloads: lazyBlock(() => import('../blocks/Downloads')),
  faq: lazyBlock(() => import('../blocks/Faq')),
  gallery: lazyBlock(() => import('../blocks/Gallery')),
  hero: lazyBlock(() => import('../blocks/Hero')),
  heroCarousel: lazyBlock(() => import('../blocks/HeroCarousel')),
  linkLists: lazyBlock(() => import('../blocks/LinkLists')),
  list: lazyBlock(() => import('../blocks/List')),
  logos: lazyBlock(() => import('../blocks/Logos')),
  map: lazyBlock(() => import('../blocks/Map')),
  newsletter: lazyBlock(() => import('../blocks/Newsletter')),
  regions: lazyBlock(() => import('../blocks/Regions')),
  stats: lazyBlock(() => import('../blocks/Stats')),
  statusList: lazyBlock(() => import('../blocks/StatusList')),
  steps: lazyBlock(() => import('../blocks/Steps')),
  text: lazyBlock(() => import('../blocks/Text')),
};
