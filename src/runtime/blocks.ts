/**
 * The site's block registry. Each block lives in src/blocks/<Type>/ beside its test; its schema in schema/blocks/.
 * Blocks marked STATIC have no state or event handlers (tests/unit/static-blocks.test.ts checks their code), so a
 * prerendered page needs no code for them; UNLESS_IMAGES ones are static when they show no image.
 */
import { lazyBlock, staticWithoutImages, type BlockRegistry } from './registry';

const STATIC = { static: true };
const UNLESS_IMAGES = { static: staticWithoutImages };

export const blocks: BlockRegistry = {
  blogArticle: lazyBlock(() => import('../blocks/BlogArticle')),
  blogList: lazyBlock(() => import('../blocks/BlogList')),
  cardGrid: lazyBlock(() => import('../blocks/CardGrid'), UNLESS_IMAGES),
  caseStudies: lazyBlock(() => import('../blocks/CaseStudies'), STATIC),
  catalogue: lazyBlock(() => import('../blocks/Catalogue')),
  contactDetails: lazyBlock(() => import('../blocks/ContactDetails'), STATIC),
  contactForm: lazyBlock(() => import('../blocks/ContactForm')),
  cta: lazyBlock(() => import('../blocks/Cta'), STATIC),
  downloads: lazyBlock(() => import('../blocks/Downloads'), STATIC),
  faq: lazyBlock(() => import('../blocks/Faq')),
  gallery: lazyBlock(() => import('../blocks/Gallery')),
  hero: lazyBlock(() => import('../blocks/Hero'), STATIC),
  heroCarousel: lazyBlock(() => import('../blocks/HeroCarousel')),
  legalDocument: lazyBlock(() => import('../blocks/LegalDocument'), STATIC),
  linkLists: lazyBlock(() => import('../blocks/LinkLists'), STATIC),
  list: lazyBlock(() => import('../blocks/List'), STATIC),
  logos: lazyBlock(() => import('../blocks/Logos'), STATIC),
  map: lazyBlock(() => import('../blocks/Map'), STATIC),
  newsletter: lazyBlock(() => import('../blocks/Newsletter')),
  pricing: lazyBlock(() => import('../blocks/Pricing'), STATIC),
  regions: lazyBlock(() => import('../blocks/Regions')),
  stats: lazyBlock(() => import('../blocks/Stats'), STATIC),
  statusList: lazyBlock(() => import('../blocks/StatusList'), STATIC),
  steps: lazyBlock(() => import('../blocks/Steps'), STATIC),
  testimonials: lazyBlock(() => import('../blocks/Testimonials'), STATIC),
  text: lazyBlock(() => import('../blocks/Text'), UNLESS_IMAGES),
};
