/* Generated from src/blocks/<Name>/block.ts by `npm run gen`. Do not edit by hand. */
import { declared, type DeclaredBlock } from '../contract/blockDeclaration';
import * as BlogArticleBlock from '../blocks/BlogArticle/block';
import * as BlogListBlock from '../blocks/BlogList/block';
import * as CardGridBlock from '../blocks/CardGrid/block';
import * as CaseStudiesBlock from '../blocks/CaseStudies/block';
import * as CatalogueBlock from '../blocks/Catalogue/block';
import * as ContactDetailsBlock from '../blocks/ContactDetails/block';
import * as ContactFormBlock from '../blocks/ContactForm/block';
import * as CtaBlock from '../blocks/Cta/block';
import * as DownloadsBlock from '../blocks/Downloads/block';
import * as FaqBlock from '../blocks/Faq/block';
import * as GalleryBlock from '../blocks/Gallery/block';
import * as HeroBlock from '../blocks/Hero/block';
import * as HeroCarouselBlock from '../blocks/HeroCarousel/block';
import * as LegalDocumentBlock from '../blocks/LegalDocument/block';
import * as LinkListsBlock from '../blocks/LinkLists/block';
import * as ListBlock from '../blocks/List/block';
import * as LogosBlock from '../blocks/Logos/block';
import * as MapBlock from '../blocks/Map/block';
import * as NewsletterBlock from '../blocks/Newsletter/block';
import * as PricingBlock from '../blocks/Pricing/block';
import * as RegionsBlock from '../blocks/Regions/block';
import * as StatsBlock from '../blocks/Stats/block';
import * as StatusListBlock from '../blocks/StatusList/block';
import * as StepsBlock from '../blocks/Steps/block';
import * as TestimonialsBlock from '../blocks/Testimonials/block';
import * as TextBlock from '../blocks/Text/block';

/** Every block's declaration and facts, in the order of their folders' names. */
export const declaredBlocks: readonly DeclaredBlock[] = [
  declared(BlogArticleBlock),
  declared(BlogListBlock),
  declared(CardGridBlock),
  declared(CaseStudiesBlock),
  declared(CatalogueBlock),
  declared(ContactDetailsBlock),
  declared(ContactFormBlock),
  declared(CtaBlock),
  declared(DownloadsBlock),
  declared(FaqBlock),
  declared(GalleryBlock),
  declared(HeroBlock),
  declared(HeroCarouselBlock),
  declared(LegalDocumentBlock),
  declared(LinkListsBlock),
  declared(ListBlock),
  declared(LogosBlock),
  declared(MapBlock),
  declared(NewsletterBlock),
  declared(PricingBlock),
  declared(RegionsBlock),
  declared(StatsBlock),
  declared(StatusListBlock),
  declared(StepsBlock),
  declared(TestimonialsBlock),
  declared(TextBlock),
];
