/* Generated from schema/ by `npm run gen`. Do not edit by hand. */

/**
 * One block of a page. `type` names the block; the other fields depend on it (see docs or hover a field).
 */
export type Section =
  | BlogArticleBlock
  | BlogListBlock
  | CardGridBlock
  | CaseStudiesBlock
  | CatalogueBlock
  | ContactDetailsBlock
  | ContactFormBlock
  | CtaBlock
  | DownloadsBlock
  | FaqBlock
  | GalleryBlock
  | HeroBlock
  | HeroCarouselBlock
  | LegalDocumentBlock
  | LinkListsBlock
  | ListBlock
  | LogosBlock
  | MapBlock
  | NewsletterBlock
  | PricingBlock
  | RegionsBlock
  | StatsBlock
  | StatusListBlock
  | StepsBlock
  | TestimonialsBlock
  | TextBlock;
/**
 * An optional icon shown before the label.
 */
export type IconName =
  | 'alarm-clock'
  | 'archive'
  | 'arrow-left'
  | 'arrow-right'
  | 'award'
  | 'baby'
  | 'badge-check'
  | 'badge-indian-rupee'
  | 'banknote'
  | 'bar-chart'
  | 'bell'
  | 'book-check'
  | 'book-marked'
  | 'book-open'
  | 'brain'
  | 'briefcase'
  | 'building'
  | 'building-2'
  | 'bus'
  | 'calculator'
  | 'calendar'
  | 'calendar-check'
  | 'calendar-clock'
  | 'calendar-days'
  | 'car'
  | 'chart-column'
  | 'chart-line'
  | 'chart-pie'
  | 'check'
  | 'check-circle'
  | 'chevron-down'
  | 'chevron-left'
  | 'chevron-right'
  | 'circle-alert'
  | 'circle-check'
  | 'circle-help'
  | 'circle-play'
  | 'circle-x'
  | 'clipboard-check'
  | 'clipboard-list'
  | 'clock'
  | 'cloud'
  | 'cloud-download'
  | 'code'
  | 'coins'
  | 'copy'
  | 'credit-card'
  | 'download'
  | 'droplet'
  | 'earth'
  | 'external-link'
  | 'factory'
  | 'file-badge'
  | 'file-check'
  | 'file-spreadsheet'
  | 'file-text'
  | 'film'
  | 'filter'
  | 'flag'
  | 'flame'
  | 'folder-open'
  | 'gavel'
  | 'gem'
  | 'globe'
  | 'graduation-cap'
  | 'hand-coins'
  | 'handshake'
  | 'hard-hat'
  | 'headphones'
  | 'heart'
  | 'heart-handshake'
  | 'home'
  | 'hourglass'
  | 'image'
  | 'images'
  | 'indian-rupee'
  | 'info'
  | 'key-round'
  | 'landmark'
  | 'laptop'
  | 'layers'
  | 'layout-grid'
  | 'leaf'
  | 'lightbulb'
  | 'link'
  | 'list'
  | 'lock'
  | 'lock-keyhole'
  | 'mail'
  | 'mail-check'
  | 'map-pin'
  | 'maximize'
  | 'medal'
  | 'megaphone'
  | 'menu'
  | 'message-circle'
  | 'message-square'
  | 'mic'
  | 'monitor'
  | 'newspaper'
  | 'notebook-pen'
  | 'package'
  | 'percent'
  | 'phone'
  | 'piggy-bank'
  | 'plane'
  | 'play'
  | 'presentation'
  | 'quote'
  | 'radio'
  | 'receipt'
  | 'refresh-cw'
  | 'rocket'
  | 'scale'
  | 'school'
  | 'scroll-text'
  | 'search'
  | 'server'
  | 'settings'
  | 'share'
  | 'shield'
  | 'shield-check'
  | 'ship'
  | 'shopping-bag'
  | 'shopping-basket'
  | 'shopping-cart'
  | 'signal'
  | 'smartphone'
  | 'sparkles'
  | 'sprout'
  | 'star'
  | 'stethoscope'
  | 'tag'
  | 'target'
  | 'thumbs-up'
  | 'ticket'
  | 'timer'
  | 'train-front'
  | 'tree-pine'
  | 'trending-up'
  | 'triangle-alert'
  | 'trophy'
  | 'truck'
  | 'tv'
  | 'umbrella'
  | 'undo-2'
  | 'user'
  | 'user-check'
  | 'user-plus'
  | 'users'
  | 'users-round'
  | 'utensils'
  | 'video'
  | 'wallet'
  | 'wallet-cards'
  | 'wifi'
  | 'x'
  | 'zap'
  | 'brand-facebook'
  | 'brand-instagram'
  | 'brand-linkedin'
  | 'brand-x'
  | 'brand-whatsapp';
/**
 * An optional colour for the whole grid, e.g. a product's own colour: the icons of cards without their own colour, and the card badges, take it. Leave it out for the site's usual colours.
 */
export type AccentColor = 'blue' | 'green' | 'purple' | 'orange' | 'red' | 'indigo' | 'teal' | 'amber' | 'gray';
/**
 * Cards telling what was done for clients: the challenge, the solution and the result. Serves case studies and recruitment success stories.
 */
export type CaseStudiesBlock = {
  /**
   * The kind of section.
   */
  type: 'caseStudies';
  /**
   * A short name for this item, in lowercase words joined by hyphens (for example "our-team"). It must be unique within its list; error messages and page anchors use it.
   */
  id: string;
  /**
   * Ticked when this content is a stand-in written for the site's first version (sample partners, people, quotes or figures), not the firm's own: the launch check lists it until it is replaced with real content and this box is unticked.
   */
  illustrative?: boolean;
  /**
   * Background of the section: light (white), muted (soft grey), brand (the dark blue of the header) or dark.
   */
  tone?: 'light' | 'muted' | 'brand' | 'dark';
  /**
   * A short label shown in small capitals above the heading.
   */
  eyebrow?: string;
  /**
   * The heading shown above the section.
   */
  title?: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * How many cards sit side by side on a wide screen (phones always show one).
   */
  columns?: 1 | 2 | 3;
  /**
   * The words shown before each part of every card. highlight, tags and timeframe are needed when a card uses them.
   */
  labels: {
    /**
     * Label of the problem, e.g. Challenge.
     */
    challenge: string;
    /**
     * Label of what was done, e.g. Solution.
     */
    solution: string;
    /**
     * Label of the outcome, e.g. Result.
     */
    result: string;
    /**
     * Label of the highlighted figure, e.g. Cost Savings.
     */
    highlight?: string;
    /**
     * Label of the tag list, e.g. Positions Filled.
     */
    tags?: string;
    /**
     * Label of the timeframe, e.g. Timeframe.
     */
    timeframe?: string;
  };
  /**
   * The stories, in order.
   *
   * @minItems 1
   */
  items: {
    /**
     * A short name for this item, in lowercase words joined by hyphens (for example "our-team"). It must be unique within its list; error messages and page anchors use it.
     */
    id: string;
    /**
     * The story's heading.
     */
    title: string;
    /**
     * The client's industry, shown as a badge, e.g. Manufacturing.
     */
    industry: string;
    icon?: IconName;
    color?: AccentColor;
    /**
     * The problem the client had.
     */
    challenge: string;
    /**
     * What we did.
     */
    solution: string;
    /**
     * What changed for the client.
     */
    result: string;
    /**
     * A figure shown large, e.g. ₹18 lakh a year (its label is set under the block's labels).
     */
    highlight?: string;
    /**
     * Short tags, e.g. the positions filled (their label is set under the block's labels).
     *
     * @minItems 1
     */
    tags?: string[];
    /**
     * How long it took, e.g. 6 weeks (its label is set under the block's labels).
     */
    timeframe?: string;
  }[];
};
/**
 * Questions visitors click to open their answers, grouped by topic, with a search box. Questions can be grouped in categories (each with a title, icon and colour) or given as one plain list. Optional: a search box that filters questions and answers, and a Show More / Show Less toggle that shows only the first few questions until it is pressed. All answers are in the page's HTML, so they are readable without JavaScript and by search engines.
 */
export type FaqBlock = {
  /**
   * The kind of section.
   */
  type: 'faq';
  /**
   * A short name for this item, in lowercase words joined by hyphens (for example "our-team"). It must be unique within its list; error messages and page anchors use it.
   */
  id: string;
  /**
   * Background of the section: light (white), muted (soft grey), brand (the dark blue of the header) or dark.
   */
  tone?: 'light' | 'muted' | 'brand' | 'dark';
  /**
   * A short label shown in small capitals above the heading.
   */
  eyebrow?: string;
  /**
   * The heading shown above the section.
   */
  title?: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * single: one answer open at a time (opening a question closes the one that was open; pressing an open question closes it). multiple: each question opens and closes on its own.
   */
  mode?: 'single' | 'multiple';
  /**
   * Show a search box above the questions. Typing keeps the questions whose question or answer contains the words (capitals ignored) and hides categories with no match. Needs the search label, the search placeholder and the words shown when nothing is found.
   */
  searchable?: boolean;
  /**
   * The search box's name for screen readers, e.g. Search FAQs.
   */
  searchLabel?: string;
  /**
   * The hint shown inside the empty search box, e.g. Search for questions or answers...
   */
  searchPlaceholder?: string;
  /**
   * Optional: the words on a button shown with the no-results message that empties the search box, e.g. Clear search.
   */
  clearSearchLabel?: string;
  /**
   * What to show when a search matches no question.
   */
  noResults?: {
    /**
     * Heading, e.g. No FAQs Found.
     */
    title: string;
    /**
     * One or two sentences; {term} is replaced by what the visitor typed.
     */
    text: string;
  };
  /**
   * What to show when the block has no questions at all (and nothing is typed in the search box).
   */
  empty?: {
    /**
     * Heading, e.g. No FAQs Available.
     */
    title: string;
    /**
     * One sentence, e.g. There are currently no frequently asked questions available.
     */
    text: string;
  };
  /**
   * Optional: show only this many questions (counted in order across categories) until the visitor presses Show More. Leave it out to show every question. While a search is typed, every match is shown. Needs the show more and show less labels.
   */
  initialCount?: number;
  /**
   * The words on the button that shows the remaining questions, e.g. Show More. {count} is replaced by how many are hidden.
   */
  showMoreLabel?: string;
  /**
   * The words on the button that goes back to the first few questions, e.g. Show Less.
   */
  showLessLabel?: string;
  /**
   * Groups of questions, in order. Use this or items.
   */
  categories?: {
    /**
     * A short name for this item, in lowercase words joined by hyphens (for example "our-team"). It must be unique within its list; error messages and page anchors use it.
     */
    id: string;
    /**
     * The category's heading, e.g. HR Services.
     */
    title?: string;
    icon?: IconName;
    color?: AccentColor;
    items: FaqItems;
  }[];
  items?: FaqItems;
};
/**
 * The questions, in order.
 */
export type FaqItems = {
  /**
   * A short name for this item, in lowercase words joined by hyphens (for example "our-team"). It must be unique within its list; error messages and page anchors use it.
   */
  id: string;
  /**
   * The question, as a visitor would ask it.
   */
  question: string;
  /**
   * The answer. A blank line starts a new paragraph.
   */
  answer: string;
}[];
/**
 * One or more paragraphs of text; each list entry is one paragraph.
 */
export type Paragraphs = string[];
export interface Content {
  page?: Page;
  site?: Site;
  blog?: BlogCollection;
}
/**
 * One screen of the site: its address, its search-engine details and the blocks it shows from top to bottom.
 */
export interface Page {
  /**
   * The address of this page, starting with a slash (for example /about). A page for a list of items (such as the blog's articles) ends in /$id: one page is made for every item.
   */
  route: string;
  /**
   * Other addresses that show this same page. Search engines are told the main route is the original.
   *
   * Items: A path on this site, starting with a slash, lowercase, words joined by hyphens (for example /about or /resources/faqs).
   */
  aliases?: string[];
  /**
   * The frame around the page: default (header and footer), or resources (adds the resources side menu).
   */
  layout?: 'default' | 'resources';
  /**
   * For an address ending in /$id: the list of items this page shows (e.g. blog).
   */
  collection?: 'blog';
  meta: PageMeta;
  /**
   * Untick to keep this page out of the list of pages the site gives search engines.
   */
  sitemap?: boolean;
  /**
   * Fade each section in the first time it scrolls into view (content stays visible without JavaScript and for visitors who prefer reduced motion).
   */
  reveal?: boolean;
  /**
   * The sections of the page, from top to bottom.
   *
   * @minItems 1
   */
  sections: Section[];
  /**
   * On a collection page: what to show when the address names an item that does not exist.
   */
  notFound?: {
    /**
     * Heading, e.g. Blog Post Not Found.
     */
    title: string;
    /**
     * One sentence explaining what happened.
     */
    text: string;
    link: Link;
  };
}
/**
 * What search engines and social networks show for this page.
 */
export interface PageMeta {
  /**
   * The page title shown in the browser tab and in search results.
   */
  title: string;
  /**
   * One or two sentences (about 50-160 characters) summarising the page for search results.
   */
  description: string;
  /**
   * Search keywords for this page.
   */
  keywords?: string[];
  /**
   * The preview picture for social networks; the site default is used when left out.
   */
  image?: string;
  /**
   * Fill this in on service pages: it adds Service structured data for search engines.
   */
  service?: {
    /**
     * The service's name.
     */
    name: string;
    /**
     * The kind of service, or a list of kinds.
     */
    serviceType: string | string[];
  };
}
/**
 * One article of the blog: its picture, its text, the author and buttons to share it. It shows the article of the blog page it is on; all its labels are set here.
 */
export interface BlogArticleBlock {
  /**
   * The kind of section.
   */
  type: 'blogArticle';
  /**
   * A short name for this item, in lowercase words joined by hyphens (for example "our-team"). It must be unique within its list; error messages and page anchors use it.
   */
  id: string;
  backLink: Link;
  browseAllLink: Link;
  /**
   * How the reading time reads; {minutes} is replaced by the number, e.g. "{minutes} min read".
   */
  readTimeLabel: string;
  /**
   * Word before the author's name, e.g. By.
   */
  byLabel: string;
  /**
   * Heading of the author box, e.g. About the author.
   */
  authorBoxTitle: string;
  /**
   * The labels of the share menus.
   */
  share: {
    /**
     * Label of the share menu in the article header, e.g. Share Article.
     */
    headerLabel: string;
    /**
     * Label of the share menu in the author box, e.g. Share.
     */
    authorBoxLabel: string;
    /**
     * Menu entry that shares on Facebook.
     */
    facebook: string;
    /**
     * Menu entry that shares on X.
     */
    x: string;
    /**
     * Menu entry that shares on LinkedIn.
     */
    linkedin: string;
    /**
     * Menu entry that shares by e-mail.
     */
    email: string;
    /**
     * Menu entry that copies the address, e.g. Copy Link.
     */
    copy: string;
    /**
     * Shown for 2 seconds after copying, e.g. Copied!
     */
    copied: string;
    /**
     * Words before the address in the e-mail body, e.g. Read more:
     */
    readMore: string;
  };
}
/**
 * The link back to the listing, above the article.
 */
export interface Link {
  /**
   * The words on the link or button. Say where it leads ("Read our FAQs"), not just "Click here".
   */
  label: string;
  /**
   * Where the link goes: a path on this site (/contact), an anchor on the same page (#team), a full web address (https://...), an e-mail (mailto:...), a phone number (tel:...) or one of the named links of the site settings (site: and its name, e.g. site:newsLive). Web addresses open in a new tab.
   */
  href: string;
  /**
   * How it looks: primary (filled button), secondary (light button), outline (bordered button) or link (plain text link).
   */
  variant?: 'primary' | 'secondary' | 'outline' | 'link';
  icon?: IconName;
}
/**
 * The blog’s articles as cards, with a search box and category buttons. The articles come from the named collection when the site is built; every label is set here.
 */
export interface BlogListBlock {
  /**
   * The kind of section.
   */
  type: 'blogList';
  /**
   * A short name for this item, in lowercase words joined by hyphens (for example "our-team"). It must be unique within its list; error messages and page anchors use it.
   */
  id: string;
  /**
   * Which articles are listed: the blog's. They are added when the site is built; the category buttons are the blog's categories.
   */
  collection: 'blog';
  /**
   * Background of the section: light (white), muted (soft grey), brand (the dark blue of the header) or dark.
   */
  tone?: 'light' | 'muted' | 'brand' | 'dark';
  /**
   * A short label shown in small capitals above the heading.
   */
  eyebrow?: string;
  /**
   * The heading shown above the section.
   */
  title: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * Stat tiles above the search box. Each shows a number counted from the articles (never typed in) and its label.
   *
   * @maxItems 4
   */
  stats?: {
    /**
     * What is counted: articles (how many articles), categories (how many different categories they cover), authors (how many different authors wrote them) or minutes (their reading times added up).
     */
    metric: 'articles' | 'categories' | 'authors' | 'minutes';
    /**
     * The words under the number, e.g. Articles published.
     */
    label: string;
    icon?: IconName;
  }[];
  /**
   * A name for the stat tiles read out by screen readers, e.g. The blog at a glance.
   */
  statsLabel?: string;
  /**
   * The name of the search box read out by screen readers, e.g. Search articles.
   */
  searchLabel: string;
  /**
   * The hint shown in the empty search box, e.g. Search by title, topic or author...
   */
  searchPlaceholder: string;
  /**
   * The name of the row of category buttons, e.g. Filter by category.
   */
  filterLabel: string;
  /**
   * The first category button, which shows every category, e.g. All.
   */
  allLabel: string;
  /**
   * The count line; {shown} is replaced by the number of articles that match and {total} by the number of articles, e.g. "Showing {shown} of {total} articles".
   */
  countLabel: string;
  /**
   * The badge on the featured article, e.g. Featured article.
   */
  featuredLabel: string;
  /**
   * How the reading time reads; {minutes} is replaced by the number, e.g. "{minutes} min read".
   */
  readTimeLabel: string;
  /**
   * The words at the foot of each card, e.g. Read article. The card's title is the link, so screen readers hear the article's title.
   */
  readMoreLabel: string;
  /**
   * Heading shown when no article matches, e.g. No blog found.
   */
  emptyTitle: string;
  /**
   * The sentence under the empty heading, e.g. asking the visitor to check back later.
   */
  emptyText: string;
  /**
   * Optional button under the empty message that clears the search and shows all categories, e.g. Show all articles.
   */
  resetLabel?: string;
}
/**
 * A grid of cards, each with an icon or picture, a title, a few words and a link.
 */
export interface CardGridBlock {
  /**
   * The kind of section.
   */
  type: 'cardGrid';
  /**
   * Ticked when this content is a stand-in written for the site's first version (sample partners, people, quotes or figures), not the firm's own: the launch check lists it until it is replaced with real content and this box is unticked.
   */
  illustrative?: boolean;
  /**
   * A short name for this item, in lowercase words joined by hyphens (for example "our-team"). It must be unique within its list; error messages and page anchors use it.
   */
  id: string;
  /**
   * Background of the section: light (white), muted (soft grey), brand (the dark blue of the header) or dark.
   */
  tone?: 'light' | 'muted' | 'brand' | 'dark';
  accent?: AccentColor;
  /**
   * A short label shown in small capitals above the heading.
   */
  eyebrow?: string;
  /**
   * The heading shown above the section.
   */
  title?: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * How many cards sit side by side on a wide screen (phones always show one).
   */
  columns?: 2 | 3 | 4;
  /**
   * The cards, in order.
   *
   * @minItems 1
   */
  cards: {
    /**
     * A short name for this item, in lowercase words joined by hyphens (for example "our-team"). It must be unique within its list; error messages and page anchors use it.
     */
    id: string;
    icon?: IconName;
    color?: AccentColor;
    image?: Image;
    /**
     * The card's heading.
     */
    title: string;
    /**
     * A short line under the heading, e.g. the kind of service.
     */
    subtitle?: string;
    /**
     * A short highlighted label on the card, e.g. a count such as 25+ Articles.
     */
    badge?: string;
    /**
     * The card's description.
     */
    text?: string;
    /**
     * Short points listed with check marks.
     */
    features?: string[];
    link?: Link;
  }[];
}
/**
 * A logo or picture at the top of the card.
 */
export interface Image {
  /**
   * A picture or document of the site: choose one of the site's own, or upload a new one.
   */
  src: string;
  /**
   * What the picture shows, for people who cannot see it. Leave it empty only for a picture that is there for decoration alone.
   */
  alt: string;
  /**
   * Width in pixels; read from the picture when left out.
   */
  width?: number;
  /**
   * Height in pixels; read from the picture when left out.
   */
  height?: number;
}
/**
 * Cards of services; each opens a page of its own details. A link to the page that names a service opens that service. Back buttons step back one level; the browser's back button does the same. The selection is kept in the browser's history, not in the address.
 */
export interface CatalogueBlock {
  /**
   * The kind of section.
   */
  type: 'catalogue';
  /**
   * A short name for this item, in lowercase words joined by hyphens (for example "our-team"). It must be unique within its list; error messages and page anchors use it.
   */
  id: string;
  /**
   * Background of the section: light (white), muted (soft grey), brand (the dark blue of the header) or dark.
   */
  tone?: 'light' | 'muted' | 'brand' | 'dark';
  /**
   * A short label shown in small capitals above the heading.
   */
  eyebrow?: string;
  /**
   * The heading shown above the section.
   */
  title?: string;
  /**
   * A sentence under the heading of the service grid.
   */
  intro?: string;
  backLink?: Link;
  /**
   * count: each card shows how many subsections it has, or its details label; explore: each card shows its tagline and the explore label.
   */
  cardStyle?: 'count' | 'explore';
  /**
   * How many cards sit side by side on a wide screen, in the service grid and in subsection grids (tablets show two, phones one).
   */
  columns?: 2 | 3 | 4;
  /**
   * The words of the catalogue's buttons.
   */
  labels: {
    /**
     * Card button of a service without subsections, e.g. View Details (count style) or Explore Services (explore style).
     */
    viewDetails: string;
    /**
     * Card label of a service with subsections; {count} is replaced, e.g. "{count} services".
     */
    subsectionCount: string;
    /**
     * Button on subsection cards, e.g. Learn More.
     */
    learnMore: string;
    /**
     * Back button from a subsection grid, or from a service's detail, to the service grid, e.g. Back to Services.
     */
    backToServices: string;
    /**
     * Back button from a subsection's detail to its service; {title} is the service's title, e.g. "Back to {title}".
     */
    backToParent: string;
  };
  /**
   * Paths (this page's aliases) that open with a service already selected.
   */
  deepLinks?: {
    /**
     * A path on this site, starting with a slash, lowercase, words joined by hyphens (for example /about or /resources/faqs).
     */
    path: string;
    /**
     * A short name for this item, in lowercase words joined by hyphens (for example "our-team"). It must be unique within its list; error messages and page anchors use it.
     */
    service: string;
  }[];
  /**
   * Blocks added at the end of every detail view, e.g. a Ready to Get Started call to action.
   */
  detailEnd?: Section[];
  /**
   * Tick to show the closing sections before a service's questions and answers instead of after everything (the HR catalogue: Ready to Get Started, then the questions).
   */
  detailEndBeforeFaq?: boolean;
  /**
   * The services, in order.
   *
   * @minItems 1
   */
  items: Entry[];
}
export interface Entry {
  /**
   * A short name for this item, in lowercase words joined by hyphens (for example "our-team"). It must be unique within its list; error messages and page anchors use it.
   */
  id: string;
  /**
   * The service's name.
   */
  title: string;
  /**
   * One or two sentences on its card.
   */
  description: string;
  /**
   * A short line on its card (explore style).
   */
  tagline?: string;
  icon?: IconName;
  color?: AccentColor;
  image?: Image;
  /**
   * Sub-services; when present, choosing this service opens their grid first. Subsection cards without an icon or colour use the service's.
   *
   * @minItems 1
   */
  subsections?: Entry[];
  /**
   * The detail view: blocks in order (text for the overview, list, steps, faq, cta...). Required for a service without subsections.
   *
   * @minItems 1
   */
  sections?: Section[];
}
/**
 * The office address, phone numbers, e-mail and opening hours.
 */
export interface ContactDetailsBlock {
  /**
   * The kind of section.
   */
  type: 'contactDetails';
  /**
   * A short name for this item, in lowercase words joined by hyphens (for example "our-team"). It must be unique within its list; error messages and page anchors use it.
   */
  id: string;
  /**
   * Background of the section: light (white), muted (soft grey), brand (the dark blue of the header) or dark.
   */
  tone?: 'light' | 'muted' | 'brand' | 'dark';
  /**
   * The heading shown above the section.
   */
  title: string;
  /**
   * A sentence under the heading.
   */
  intro?: string;
  /**
   * Heading over the address, e.g. Visit us.
   */
  addressLabel: string;
  /**
   * Heading over the phone numbers.
   */
  phoneLabel: string;
  /**
   * Heading over the e-mail address.
   */
  emailLabel: string;
  /**
   * Heading over the opening hours.
   */
  hoursLabel: string;
  /**
   * Opening hours, one line per group of days.
   *
   * @minItems 1
   */
  hours: {
    /**
     * Which days, e.g. Monday to Saturday.
     */
    days: string;
    /**
     * The hours, e.g. 10 AM to 7 PM, or Closed.
     */
    time: string;
  }[];
}
/**
 * A form visitors fill in to send the company a message. It is sent by e-mail through the service chosen in the site settings (Contact form).
 */
export interface ContactFormBlock {
  /**
   * The kind of section.
   */
  type: 'contactForm';
  /**
   * A short name for this item, in lowercase words joined by hyphens (for example "our-team"). It must be unique within its list; error messages and page anchors use it.
   */
  id: string;
  /**
   * Background of the section: light (white), muted (soft grey), brand (the dark blue of the header) or dark.
   */
  tone?: 'light' | 'muted' | 'brand' | 'dark';
  /**
   * The heading shown above the section.
   */
  title: string;
  /**
   * A sentence under the heading.
   */
  intro?: string;
  /**
   * The visible label and the hint text inside each field.
   */
  fields: {
    firstName: Field;
    lastName: Field;
    email: Field;
    phone: Field;
    company: Field;
    subject: Field;
    message: Field;
  };
  /**
   * The words on the send button.
   */
  submitLabel: string;
  /**
   * The words on the button while the message is being sent.
   */
  sendingLabel: string;
  /**
   * The subject sent when the visitor leaves the subject empty.
   */
  subjectFallback: string;
  success: Notice;
  failure: Notice;
  /**
   * Accessible name of the button that closes a notice.
   */
  dismissLabel: string;
}
/**
 * The label and hint of the First name field.
 */
export interface Field {
  /**
   * The label shown above the field.
   */
  label: string;
  /**
   * Example text shown inside the empty field.
   */
  placeholder?: string;
}
/**
 * The notice shown after a message is sent.
 */
export interface Notice {
  /**
   * The notice's heading.
   */
  title: string;
  /**
   * The notice's message.
   */
  text: string;
}
/**
 * A coloured band with a short heading, a sentence and one or two buttons.
 */
export interface CtaBlock {
  /**
   * The kind of section.
   */
  type: 'cta';
  /**
   * A short name for this item, in lowercase words joined by hyphens (for example "our-team"). It must be unique within its list; error messages and page anchors use it.
   */
  id: string;
  /**
   * Background of the section: light (white), muted (soft grey), brand (the dark blue of the header) or dark.
   */
  tone?: 'light' | 'muted' | 'brand' | 'dark';
  /**
   * The heading shown above the section.
   */
  title: string;
  /**
   * A sentence under the heading.
   */
  text?: string;
  /**
   * One to three buttons.
   *
   * @minItems 1
   * @maxItems 3
   */
  buttons: Link[];
}
/**
 * Cards of guides and documents visitors can download.
 */
export interface DownloadsBlock {
  /**
   * The kind of section.
   */
  type: 'downloads';
  /**
   * A short name for this item, in lowercase words joined by hyphens (for example "our-team"). It must be unique within its list; error messages and page anchors use it.
   */
  id: string;
  /**
   * Background of the section: light (white), muted (soft grey), brand (the dark blue of the header) or dark.
   */
  tone?: 'light' | 'muted' | 'brand' | 'dark';
  /**
   * A short label shown in small capitals above the heading.
   */
  eyebrow?: string;
  /**
   * The heading shown above the section.
   */
  title?: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * How many cards sit side by side on a wide screen (phones always show one).
   */
  columns?: 1 | 2 | 3;
  /**
   * The words on every card's button, e.g. Download PDF.
   */
  buttonLabel: string;
  /**
   * The button's full name for screen readers: write {title} where the file's title goes and {size} for its size. Start with the button's words, e.g. "Download PDF: {title} ({size})".
   */
  buttonAccessibleLabel: string;
  /**
   * How the details on a card read. Give the ones the cards use (a page test checks this).
   */
  labels?: {
    /**
     * How the page count reads: one for a single page, other for more; {count} is the number.
     */
    pages?: {
      /**
       * For one page, e.g. "{count} page".
       */
      one: string;
      /**
       * For several pages, e.g. "{count} pages".
       */
      other: string;
    };
    /**
     * The version line; {version} is the item's version, e.g. "Version {version}".
     */
    version?: string;
    /**
     * The last-updated line; {date} is the item's date, e.g. "Updated {date}".
     */
    lastUpdated?: string;
    /**
     * Who the document applies to; {applicability} is the item's value, e.g. "Applies to: {applicability}".
     */
    applicability?: string;
  };
  /**
   * The groups of cards. Use one category without a title for a plain grid.
   *
   * @minItems 1
   */
  categories: {
    /**
     * A short name for this item, in lowercase words joined by hyphens (for example "our-team"). It must be unique within its list; error messages and page anchors use it.
     */
    id: string;
    /**
     * The category's heading, e.g. Leave & Attendance. Leave it out for a plain grid.
     */
    title?: string;
    /**
     * A sentence under the category heading.
     */
    intro?: string;
    icon?: IconName;
    color?: AccentColor;
    /**
     * The files in this category.
     *
     * @minItems 1
     */
    items: {
      /**
       * A short name for this item, in lowercase words joined by hyphens (for example "our-team"). It must be unique within its list; error messages and page anchors use it.
       */
      id: string;
      /**
       * The document's title.
       */
      title: string;
      /**
       * What the document covers, in a sentence or two.
       */
      description: string;
      /**
       * The kind of document, shown as a badge.
       */
      type?: 'Guide' | 'Toolkit' | 'Whitepaper' | 'Manual' | 'Framework';
      /**
       * The subject area, shown as a badge, e.g. Internal Controls.
       */
      category?: string;
      icon?: IconName;
      color?: AccentColor;
      /**
       * The document to download (a PDF among the site's documents to download).
       */
      file: string;
      /**
       * The document's kind and size as shown, e.g. "PDF, 3 KB". Keep it true to the document (it is checked).
       */
      downloadSize: string;
      /**
       * How many pages the document has (shown with the pages label).
       */
      pages?: number;
      /**
       * The document's version, e.g. 3.1.
       */
      version?: string;
      /**
       * When it was last revised, e.g. April 2025.
       */
      lastUpdated?: string;
      /**
       * For policies: who it applies to.
       */
      applicability?:
        'All Employees' | 'Eligible Employees' | 'Performance Eligible' | 'Eligible Parents' | 'Program Participants';
    }[];
  }[];
}
/**
 * A grid of pictures with a search box; a click shows a picture large. A click (or Enter) on an image opens it large in a full-screen viewer with its title and description.
 */
export interface GalleryBlock {
  /**
   * The kind of section.
   */
  type: 'gallery';
  /**
   * A short name for this item, in lowercase words joined by hyphens (for example "our-team"). It must be unique within its list; error messages and page anchors use it.
   */
  id: string;
  /**
   * Background of the section: light (white), muted (soft grey), brand (the dark blue of the header) or dark.
   */
  tone?: 'light' | 'muted' | 'brand' | 'dark';
  /**
   * A short label shown in small capitals above the heading.
   */
  eyebrow?: string;
  /**
   * The heading shown above the section.
   */
  title?: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * The name of the search box read by screen readers, e.g. Search images by title or description.
   */
  searchLabel: string;
  /**
   * The hint shown inside the empty search box, e.g. Search images...
   */
  searchPlaceholder: string;
  /**
   * The visible label of the category menu, e.g. Category.
   */
  categoryLabel: string;
  /**
   * The entries of the category menu, in order. The first one is selected when the page opens; the value all shows every image.
   *
   * @minItems 2
   */
  categories: {
    /**
     * Which images the entry shows: all, or the images of one category.
     */
    value: 'all' | 'office' | 'meetings' | 'technology' | 'growth';
    /**
     * The entry's text in the menu, e.g. All Images.
     */
    label: string;
  }[];
  /**
   * The name of the grid/list switch read by screen readers, e.g. Layout.
   */
  viewLabel: string;
  /**
   * The name of the button that shows the images as a grid, e.g. Grid view.
   */
  gridLabel: string;
  /**
   * The name of the button that shows the images as a list with their descriptions, e.g. List view.
   */
  listLabel: string;
  /**
   * A count shown above the images and announced when the filters change; {shown} and {total} are replaced by numbers, e.g. Showing {shown} of {total} images.
   */
  resultsLabel?: string;
  /**
   * The name read by screen readers for an image's button; {title} is replaced by the image's title, e.g. Open {title} in the viewer.
   */
  openLabel: string;
  /**
   * The message shown when no image matches the search and the category.
   */
  emptyText: string;
  /**
   * The words of the full-screen viewer.
   */
  viewer: {
    /**
     * The viewer's name read by screen readers, e.g. Image viewer.
     */
    label: string;
    /**
     * The name of the button that closes the viewer, e.g. Close viewer.
     */
    closeLabel: string;
    /**
     * The name of the button that shows the previous image, e.g. Previous image.
     */
    previousLabel: string;
    /**
     * The name of the button that shows the next image, e.g. Next image.
     */
    nextLabel: string;
    /**
     * Where the shown image sits among the matching ones; {n} and {total} are replaced by numbers, e.g. Image {n} of {total}.
     */
    positionLabel: string;
  };
  /**
   * The pictures, in the order they are shown.
   *
   * @minItems 1
   */
  images: {
    /**
     * The image's number, unique in this gallery.
     */
    id: number;
    /**
     * A picture or document of the site: choose one of the site's own, or upload a new one.
     */
    src: string;
    /**
     * What the picture shows, for people who cannot see it.
     */
    alt: string;
    /**
     * Width of the large picture in pixels; read from the picture when left out.
     */
    width?: number;
    /**
     * Height of the large picture in pixels; read from the picture when left out.
     */
    height?: number;
    /**
     * The category the image is listed under in the category menu.
     */
    category: 'office' | 'meetings' | 'technology' | 'growth';
    /**
     * A short heading for the image; the search looks in it.
     */
    title: string;
    /**
     * A sentence about the image; the search looks in it too.
     */
    description: string;
  }[];
}
/**
 * The large banner at the top of a page: a heading, a few words, buttons and a picture.
 */
export interface HeroBlock {
  /**
   * The kind of section.
   */
  type: 'hero';
  /**
   * A short name for this item, in lowercase words joined by hyphens (for example "our-team"). It must be unique within its list; error messages and page anchors use it.
   */
  id: string;
  /**
   * Background of the section: light (white), muted (soft grey), brand (the dark blue of the header) or dark.
   */
  tone?: 'light' | 'muted' | 'brand' | 'dark';
  accent?: AccentColor;
  backLink?: Link;
  /**
   * A short label shown in small capitals above the heading.
   */
  eyebrow?: string;
  /**
   * The main heading of the page (there is one per page).
   */
  title: string;
  /**
   * A highlighted line under the heading.
   */
  subtitle?: string;
  text?: Paragraphs;
  /**
   * Up to three buttons under the text.
   *
   * @maxItems 3
   */
  buttons?: Link[];
  image?: Image;
  /**
   * Where the text sits.
   */
  align?: 'left' | 'center';
}
/**
 * A full-width banner that plays a video, then shows pictures one after another. It starts on the video, moves on when the video ends (or after the longest video time), shows each picture for the seconds set below, then starts again at the video. Any click on the arrows or dots, or a swipe, stops the automatic movement.
 */
export interface HeroCarouselBlock {
  /**
   * The kind of section.
   */
  type: 'heroCarousel';
  /**
   * A short name for this item, in lowercase words joined by hyphens (for example "our-team"). It must be unique within its list; error messages and page anchors use it.
   */
  id: string;
  /**
   * What the carousel is, for screen readers, e.g. Featured products.
   */
  label: string;
  /**
   * Accessible name of the previous-slide arrow.
   */
  previousLabel: string;
  /**
   * Accessible name of the next-slide arrow.
   */
  nextLabel: string;
  /**
   * Accessible name of each dot; {n} is the slide number, e.g. "Go to slide {n}".
   */
  goToLabel: string;
  /**
   * How each slide is announced; {n} and {total} are replaced, e.g. "{n} of {total}".
   */
  slideLabel: string;
  /**
   * Move on from the video after this many seconds even if it has not ended.
   */
  videoTimeoutSeconds?: number;
  /**
   * How long each picture is shown before the next.
   */
  imageSeconds?: number;
  fallbackImage: Image;
  mobileFallbackImage?: Image;
  /**
   * The slides in order; the first must be the video.
   *
   * @minItems 2
   */
  items: {
    /**
     * A short name for this item, in lowercase words joined by hyphens (for example "our-team"). It must be unique within its list; error messages and page anchors use it.
     */
    id: string;
    /**
     * What the slide shows: a video or a picture.
     */
    media: 'video' | 'image';
    /**
     * A picture or document of the site: choose one of the site's own, or upload a new one.
     */
    src: string;
    /**
     * A picture or document of the site: choose one of the site's own, or upload a new one.
     */
    mobileSrc?: string;
    /**
     * What the slide shows, for people who cannot see it.
     */
    alt: string;
    /**
     * Width of the picture in pixels; read from the picture when left out.
     */
    width?: number;
    /**
     * Height of the picture in pixels; read from the picture when left out.
     */
    height?: number;
    /**
     * The company or product shown on the slide.
     */
    companyName: string;
    /**
     * The kind of service, shown under the name.
     */
    serviceType: string;
    link?: Link;
  }[];
}
/**
 * A long legal text (privacy policy, terms) with a table of contents and numbered parts.
 */
export interface LegalDocumentBlock {
  /**
   * The kind of section.
   */
  type: 'legalDocument';
  /**
   * A short name for this item, in lowercase words joined by hyphens (for example "our-team"). It must be unique within its list; error messages and page anchors use it.
   */
  id: string;
  /**
   * Background of the section: light (white), muted (soft grey), brand (the dark blue of the header) or dark.
   */
  tone?: 'light' | 'muted' | 'brand' | 'dark';
  accent?: AccentColor;
  /**
   * Dates shown at the top, each with its label, e.g. Effective date: 16 August 2025.
   *
   * @minItems 1
   */
  dates?: {
    /**
     * What the date is, e.g. Effective date or Last updated.
     */
    label: string;
    /**
     * The date as visitors read it, e.g. 16 August 2025.
     */
    date: string;
  }[];
  intro?: Paragraphs;
  /**
   * The heading of the table of contents, e.g. Contents; screen readers also use it to name the contents menu.
   */
  contentsTitle: string;
  /**
   * Optional words for a small link at the end of each section that jumps back to the table of contents, e.g. Back to contents.
   */
  backToContentsLabel?: string;
  /**
   * Number the sections (1, 2, 3 …) in the headings and the table of contents.
   */
  numbered?: boolean;
  /**
   * The sections, in order. Each gets a heading and a link in the table of contents.
   *
   * @minItems 1
   */
  sections: {
    /**
     * A short name for this item, in lowercase words joined by hyphens (for example "our-team"). It must be unique within its list; error messages and page anchors use it.
     */
    id: string;
    /**
     * The section's heading, without its number (numbers are added).
     */
    title: string;
    paragraphs?: Paragraphs;
    /**
     * A bullet list after the paragraphs.
     *
     * @minItems 1
     */
    bullets?: string[];
    closing?: Paragraphs;
    /**
     * Smaller headed parts of the section (numbered 2.1, 2.2 … when the document is numbered), after its paragraphs and list.
     *
     * @minItems 1
     */
    subsections?: {
      /**
       * The part's heading, without its number.
       */
      title: string;
      paragraphs?: Paragraphs;
      /**
       * A bullet list after the paragraphs.
       *
       * @minItems 1
       */
      bullets?: string[];
    }[];
    /**
     * The company's contact details, taken from the site settings, so they are never typed twice.
     */
    contact?: {
      /**
       * A sentence with placeholders from the site settings: {email} becomes a link that opens an e-mail to the company's address, {phone} a link that calls its first phone number and {name} its name, e.g. "Write to us at {email}."
       */
      text: string;
      /**
       * true to show the company's name and postal address under the sentence.
       */
      address?: boolean;
    };
  }[];
}
/**
 * Columns of links under small headings, to related pages.
 */
export interface LinkListsBlock {
  /**
   * The kind of section.
   */
  type: 'linkLists';
  /**
   * A short name for this item, in lowercase words joined by hyphens (for example "our-team"). It must be unique within its list; error messages and page anchors use it.
   */
  id: string;
  /**
   * Background of the section: light (white), muted (soft grey), brand (the dark blue of the header) or dark.
   */
  tone?: 'light' | 'muted' | 'brand' | 'dark';
  /**
   * A short label shown in small capitals above the heading.
   */
  eyebrow?: string;
  /**
   * The heading shown above the section.
   */
  title: string;
  /**
   * A sentence under the heading.
   */
  intro?: string;
  /**
   * The columns, in order (side by side on wide screens, one under another on phones).
   *
   * @minItems 1
   * @maxItems 4
   */
  lists: {
    /**
     * A short name for this item, in lowercase words joined by hyphens (for example "our-team"). It must be unique within its list; error messages and page anchors use it.
     */
    id: string;
    /**
     * The column's heading, e.g. Financial Resources.
     */
    title: string;
    icon?: IconName;
    color?: AccentColor;
    /**
     * The links of the column, in order.
     *
     * @minItems 1
     */
    links: Link[];
  }[];
}
/**
 * A list of points with check marks, bullets or numbers.
 */
export interface ListBlock {
  /**
   * The kind of section.
   */
  type: 'list';
  /**
   * A short name for this item, in lowercase words joined by hyphens (for example "our-team"). It must be unique within its list; error messages and page anchors use it.
   */
  id: string;
  /**
   * Background of the section: light (white), muted (soft grey), brand (the dark blue of the header) or dark.
   */
  tone?: 'light' | 'muted' | 'brand' | 'dark';
  /**
   * A short label shown in small capitals above the heading.
   */
  eyebrow?: string;
  /**
   * The heading shown above the section.
   */
  title?: string;
  /**
   * A sentence under the heading.
   */
  intro?: string;
  /**
   * What stands before each point: a check mark, a bullet, a number, or each item's own icon.
   */
  marker?: 'check' | 'bullet' | 'number' | 'icon';
  /**
   * How many columns on a wide screen.
   */
  columns?: 1 | 2 | 3;
  /**
   * The points, in order.
   *
   * @minItems 1
   */
  items: {
    /**
     * A bold lead-in for the point.
     */
    title?: string;
    /**
     * The point itself.
     */
    text: string;
    icon?: IconName;
    color?: AccentColor;
  }[];
}
/**
 * A row of partner or client logos with their names.
 */
export interface LogosBlock {
  /**
   * The kind of section.
   */
  type: 'logos';
  /**
   * A short name for this item, in lowercase words joined by hyphens (for example "our-team"). It must be unique within its list; error messages and page anchors use it.
   */
  id: string;
  /**
   * Ticked when this content is a stand-in written for the site's first version (sample partners, people, quotes or figures), not the firm's own: the launch check lists it until it is replaced with real content and this box is unticked.
   */
  illustrative?: boolean;
  /**
   * Background of the section: light (white), muted (soft grey), brand (the dark blue of the header) or dark.
   */
  tone?: 'light' | 'muted' | 'brand' | 'dark';
  /**
   * A short label shown in small capitals above the heading.
   */
  eyebrow?: string;
  /**
   * The heading shown above the section.
   */
  title?: string;
  /**
   * A sentence under the heading.
   */
  intro?: string;
  /**
   * The logos, in order.
   *
   * @minItems 1
   */
  logos: {
    /**
     * A short name for this item, in lowercase words joined by hyphens (for example "our-team"). It must be unique within its list; error messages and page anchors use it.
     */
    id: string;
    /**
     * The organisation's name, shown under its logo.
     */
    name: string;
    image: Image;
    /**
     * A short note under the name, e.g. Banking partner.
     */
    caption?: string;
  }[];
}
/**
 * A map showing where the office is.
 */
export interface MapBlock {
  /**
   * The kind of section.
   */
  type: 'map';
  /**
   * A short name for this item, in lowercase words joined by hyphens (for example "our-team"). It must be unique within its list; error messages and page anchors use it.
   */
  id: string;
  /**
   * Background of the section: light (white), muted (soft grey), brand (the dark blue of the header) or dark.
   */
  tone?: 'light' | 'muted' | 'brand' | 'dark';
  /**
   * The heading shown above the section.
   */
  title?: string;
  /**
   * Describes the map for screen readers, e.g. Map of our Bengaluru office.
   */
  label: string;
  /**
   * The map's address from Google Maps: Share, then Embed a map, then the address inside the copied code, starting https://www.google.com/maps/embed.
   */
  embedUrl: string;
  /**
   * Height of the map in pixels.
   */
  height?: number;
}
/**
 * A box where visitors leave their e-mail address to receive news. Subscribing opens the visitor's e-mail program with a message to the site's e-mail address (from the site settings), then shows a short confirmation.
 */
export interface NewsletterBlock {
  /**
   * The kind of section.
   */
  type: 'newsletter';
  /**
   * A short name for this item, in lowercase words joined by hyphens (for example "our-team"). It must be unique within its list; error messages and page anchors use it.
   */
  id: string;
  /**
   * Background of the section: light (white), muted (soft grey), brand (the dark blue of the header) or dark.
   */
  tone?: 'light' | 'muted' | 'brand' | 'dark';
  icon?: IconName;
  /**
   * The heading shown above the section.
   */
  title: string;
  /**
   * A sentence saying what subscribers receive and how often.
   */
  text?: string;
  /**
   * The visible label of the e-mail field, e.g. Your e-mail address.
   */
  emailLabel: string;
  /**
   * The hint shown in the empty e-mail field, e.g. name@company.com.
   */
  emailPlaceholder: string;
  /**
   * The words on the button, e.g. Subscribe.
   */
  buttonLabel: string;
  /**
   * Subject of the prepared e-mail; {email} is replaced by the address the visitor typed.
   */
  mailSubject: string;
  /**
   * Text of the prepared e-mail; {email} is replaced by the address the visitor typed.
   */
  mailBody: string;
  /**
   * Shown after Subscribe, e.g. saying that the e-mail program has opened and the message only needs sending.
   */
  confirmation: string;
  /**
   * An optional small line under the field, e.g. how to unsubscribe.
   */
  note?: string;
}
/**
 * Offers side by side, each with its price, what it includes and a button.
 */
export interface PricingBlock {
  /**
   * The kind of section.
   */
  type: 'pricing';
  /**
   * A short name for this item, in lowercase words joined by hyphens (for example "our-team"). It must be unique within its list; error messages and page anchors use it.
   */
  id: string;
  /**
   * Background of the section: light (white), muted (soft grey), brand (the dark blue of the header) or dark.
   */
  tone?: 'light' | 'muted' | 'brand' | 'dark';
  /**
   * A short label shown in small capitals above the heading.
   */
  eyebrow?: string;
  /**
   * The heading shown above the section.
   */
  title?: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  accent?: AccentColor;
  /**
   * How many cards sit side by side on a wide screen (phones always show one).
   */
  columns?: 2 | 3 | 4;
  /**
   * A button at the foot of every card, e.g. Choose Plan. A card's own link changes where its button leads. Leave it out for cards without a button.
   */
  action?: {
    /**
     * The words on the button, e.g. Choose Plan.
     */
    label: string;
    /**
     * Where the link goes: a path on this site (/contact), an anchor on the same page (#team), a full web address (https://...), an e-mail (mailto:...), a phone number (tel:...) or one of the named links of the site settings (site: and its name, e.g. site:newsLive). Web addresses open in a new tab.
     */
    href: string;
    /**
     * The button's full name for screen readers, built from the item's name: write {name} where it goes. Start with the button's words, e.g. "Choose Plan: {name}".
     */
    accessibleLabel: string;
    icon?: IconName;
  };
  /**
   * The plans or services, in order.
   *
   * @minItems 1
   */
  items: {
    /**
     * A short name for this item, in lowercase words joined by hyphens (for example "our-team"). It must be unique within its list; error messages and page anchors use it.
     */
    id: string;
    /**
     * The plan's or service's name, e.g. Standard or Soil Testing & Analysis.
     */
    name: string;
    icon?: IconName;
    /**
     * The price exactly as shown, e.g. ₹2,499, ₹25,000/year or Free.
     */
    price: string;
    /**
     * What the price covers, shown beside it, e.g. 6 Months.
     */
    period?: string;
    /**
     * A sentence about the plan or service.
     */
    description?: string;
    /**
     * What is included, listed with check marks.
     *
     * @minItems 1
     */
    features?: string[];
    /**
     * true to make this card stand out (a coloured border, slightly raised); give it a badge too, so the emphasis is also in words.
     */
    highlighted?: boolean;
    /**
     * A short label on top of the card, e.g. Most Popular.
     */
    badge?: string;
    /**
     * Where the link goes: a path on this site (/contact), an anchor on the same page (#team), a full web address (https://...), an e-mail (mailto:...), a phone number (tel:...) or one of the named links of the site settings (site: and its name, e.g. site:newsLive). Web addresses open in a new tab.
     */
    href?: string;
  }[];
}
/**
 * The countries the company works in, each a flag that opens a few details. One panel is open at a time; a click outside it or the Escape key closes it.
 */
export interface RegionsBlock {
  /**
   * The kind of section.
   */
  type: 'regions';
  /**
   * A short name for this item, in lowercase words joined by hyphens (for example "our-team"). It must be unique within its list; error messages and page anchors use it.
   */
  id: string;
  /**
   * Background of the section: light (white), muted (soft grey), brand (the dark blue of the header) or dark.
   */
  tone?: 'light' | 'muted' | 'brand' | 'dark';
  /**
   * A short label shown in small capitals above the heading.
   */
  eyebrow?: string;
  /**
   * The heading shown above the section.
   */
  title?: string;
  /**
   * A sentence under the heading.
   */
  intro?: string;
  /**
   * The countries, in order.
   *
   * @minItems 1
   */
  regions: {
    /**
     * A short name for this item, in lowercase words joined by hyphens (for example "our-team"). It must be unique within its list; error messages and page anchors use it.
     */
    id: string;
    /**
     * The country's name, shown beside its flag.
     */
    name: string;
    flag: Image;
    /**
     * One or two sentences shown when the flag is opened.
     */
    summary: string;
    /**
     * Short points listed under the summary.
     */
    points?: string[];
  }[];
}
/**
 * A row of figures, such as 5+ years or 24/7 support.
 */
export interface StatsBlock {
  /**
   * The kind of section.
   */
  type: 'stats';
  /**
   * A short name for this item, in lowercase words joined by hyphens (for example "our-team"). It must be unique within its list; error messages and page anchors use it.
   */
  id: string;
  /**
   * Ticked when this content is a stand-in written for the site's first version (sample partners, people, quotes or figures), not the firm's own: the launch check lists it until it is replaced with real content and this box is unticked.
   */
  illustrative?: boolean;
  /**
   * Background of the section: light (white), muted (soft grey), brand (the dark blue of the header) or dark.
   */
  tone?: 'light' | 'muted' | 'brand' | 'dark';
  accent?: AccentColor;
  /**
   * The heading shown above the section.
   */
  title?: string;
  /**
   * A sentence under the heading.
   */
  intro?: string;
  /**
   * The figures, in order.
   *
   * @minItems 1
   */
  items: {
    /**
     * The figure exactly as shown, e.g. 5+ or 100%.
     */
    value: string;
    /**
     * What the figure counts, e.g. Years.
     */
    label: string;
    icon?: IconName;
  }[];
}
/**
 * Deadlines and events by date, grouped as upcoming and completed.
 */
export interface StatusListBlock {
  /**
   * The kind of section.
   */
  type: 'statusList';
  /**
   * A short name for this item, in lowercase words joined by hyphens (for example "our-team"). It must be unique within its list; error messages and page anchors use it.
   */
  id: string;
  /**
   * Background of the section: light (white), muted (soft grey), brand (the dark blue of the header) or dark.
   */
  tone?: 'light' | 'muted' | 'brand' | 'dark';
  /**
   * A short label shown in small capitals above the heading.
   */
  eyebrow?: string;
  /**
   * An optional heading above the whole block. Leave it out when the group titles (Upcoming Deadlines, Completed) are heading enough.
   */
  title?: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * How many items sit side by side in a group on a wide screen: 1 (a list, good for deadlines) or 2 (cards, good for events). Phones always show one.
   */
  columns?: 1 | 2;
  /**
   * A row of tiles, one per category, each showing how many items (of every status) have that category. The numbers are counted from the items; only the words come from here.
   */
  counts?: {
    /**
     * An optional heading above the tiles, e.g. Deadlines by Category.
     */
    title?: string;
    /**
     * The tiles, in order.
     *
     * @minItems 1
     */
    tiles: {
      /**
       * The category this tile counts.
       */
      category: 'Tax' | 'GST' | 'TDS' | 'Payroll' | 'Corporate';
      /**
       * The words under the number, e.g. GST Filings.
       */
      label: string;
      icon?: IconName;
      color?: AccentColor;
    }[];
  };
  /**
   * The groups the items are split into, in the order shown. Each group shows the items whose status is the group's status.
   *
   * @minItems 1
   */
  groups: {
    /**
     * Which items this group shows: those with this status.
     */
    status: 'upcoming' | 'completed' | 'effective' | 'overdue' | 'live';
    /**
     * The group's heading, e.g. Upcoming Deadlines.
     */
    title: string;
    /**
     * A sentence under the group's heading; also the place to say what the group's button does (for example that registration is by message).
     */
    intro?: string;
    /**
     * Shown when no item has this status. Without it, an empty group is left out.
     */
    emptyText?: string;
    /**
     * A button on every item of the group, e.g. Register Now on upcoming events. An item's own button link changes where it leads.
     */
    action?: {
      /**
       * The words on the button, e.g. Register Now.
       */
      label: string;
      /**
       * Where the link goes: a path on this site (/contact), an anchor on the same page (#team), a full web address (https://...), an e-mail (mailto:...), a phone number (tel:...) or one of the named links of the site settings (site: and its name, e.g. site:newsLive). Web addresses open in a new tab.
       */
      href: string;
      /**
       * The button's full name for screen readers, built from the item's title: write {title} where it goes. Start with the button's words so voice users can say them, e.g. "Register Now for {title}".
       */
      accessibleLabel: string;
      icon?: IconName;
      /**
       * Tick when the button gives a document to save rather than a page to open.
       */
      download?: boolean;
    };
  }[];
  /**
   * Words for the badges and details. Give the ones the items use (a page test checks this): priority words when items have a priority, and so on.
   */
  labels?: {
    priority?: LevelWords;
    impact?: LevelWords;
    /**
     * How the number of attendees reads; {count} is replaced by the number, e.g. "{count} attendees".
     */
    attendees?: string;
    /**
     * The heading of an item's agenda list, e.g. Agenda.
     */
    agenda?: string;
  };
  /**
   * Every item, in the order shown within its group.
   */
  items: {
    /**
     * A short name for this item, in lowercase words joined by hyphens (for example "our-team"). It must be unique within its list; error messages and page anchors use it.
     */
    id: string;
    /**
     * The item's heading, e.g. GSTR-3B for November 2025.
     */
    title: string;
    /**
     * The date as visitors should read it, e.g. 20 December 2025 or 14-16 August 2025.
     */
    date: string;
    /**
     * The time, e.g. 4:00 PM - 5:30 PM IST.
     */
    time?: string;
    /**
     * Where it happens, e.g. Online or Bengaluru office.
     */
    location?: string;
    /**
     * A sentence or two about the item.
     */
    description?: string;
    /**
     * Which group the item appears in.
     */
    status: 'upcoming' | 'completed' | 'effective' | 'overdue' | 'live';
    /**
     * How urgent it is: high, medium or low, shown as a coloured badge with the words set for it under the block's labels.
     */
    priority?: 'high' | 'medium' | 'low';
    /**
     * How much it changes for businesses: high, medium or low, shown as a badge with the words set for it under the block's labels.
     */
    impact?: 'high' | 'medium' | 'low';
    /**
     * The country whose law or authority it belongs to.
     */
    jurisdiction?: 'India' | 'Australia';
    /**
     * The compliance area; the count tiles count items by this.
     */
    category?: 'Tax' | 'GST' | 'TDS' | 'Payroll' | 'Corporate';
    /**
     * For events: the kind of event.
     */
    eventType?: 'Conference' | 'Webinar' | 'Workshop' | 'Bootcamp' | 'Symposium';
    /**
     * For events: how many people attended (past) or can attend (upcoming); shown with the block's label for attendees.
     */
    attendees?: number;
    /**
     * For events: the agenda points, in order.
     *
     * @minItems 1
     */
    agenda?: string[];
    /**
     * Where the link goes: a path on this site (/contact), an anchor on the same page (#team), a full web address (https://...), an e-mail (mailto:...), a phone number (tel:...) or one of the named links of the site settings (site: and its name, e.g. site:newsLive). Web addresses open in a new tab.
     */
    actionHref?: string;
  }[];
}
/**
 * The priority badge's words, e.g. High Priority.
 */
export interface LevelWords {
  /**
   * Words for high.
   */
  high: string;
  /**
   * Words for medium.
   */
  medium: string;
  /**
   * Words for low.
   */
  low: string;
}
/**
 * A numbered process: each step with a title and a few words.
 */
export interface StepsBlock {
  /**
   * The kind of section.
   */
  type: 'steps';
  /**
   * A short name for this item, in lowercase words joined by hyphens (for example "our-team"). It must be unique within its list; error messages and page anchors use it.
   */
  id: string;
  /**
   * Background of the section: light (white), muted (soft grey), brand (the dark blue of the header) or dark.
   */
  tone?: 'light' | 'muted' | 'brand' | 'dark';
  /**
   * The heading shown above the section.
   */
  title?: string;
  /**
   * A sentence under the heading.
   */
  intro?: string;
  /**
   * The steps, in order; they are numbered automatically.
   *
   * @minItems 1
   */
  steps: {
    /**
     * The step's name.
     */
    title: string;
    /**
     * What happens in this step.
     */
    text: string;
    /**
     * How long it takes, e.g. 1-2 weeks.
     */
    duration?: string;
    icon?: IconName;
  }[];
}
/**
 * Quotes from clients, each with the person’s name and role.
 */
export interface TestimonialsBlock {
  /**
   * The kind of section.
   */
  type: 'testimonials';
  /**
   * A short name for this item, in lowercase words joined by hyphens (for example "our-team"). It must be unique within its list; error messages and page anchors use it.
   */
  id: string;
  /**
   * Ticked when this content is a stand-in written for the site's first version (sample partners, people, quotes or figures), not the firm's own: the launch check lists it until it is replaced with real content and this box is unticked.
   */
  illustrative?: boolean;
  /**
   * Background of the section: light (white), muted (soft grey), brand (the dark blue of the header) or dark.
   */
  tone?: 'light' | 'muted' | 'brand' | 'dark';
  /**
   * A short label shown in small capitals above the heading.
   */
  eyebrow?: string;
  /**
   * The heading shown above the section.
   */
  title?: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  accent?: AccentColor;
  /**
   * The quotes, in order.
   *
   * @minItems 1
   */
  items: {
    /**
     * A short name for this item, in lowercase words joined by hyphens (for example "our-team"). It must be unique within its list; error messages and page anchors use it.
     */
    id: string;
    /**
     * What the person said, without quotation marks (a quotation-mark icon stands beside it).
     */
    quote: string;
    /**
     * The person's name; the circle beside the quote shows its initials.
     */
    name: string;
    /**
     * The person's job title, e.g. Senior Accountant.
     */
    role?: string;
    /**
     * Where the person works, e.g. a company name and city.
     */
    company?: string;
  }[];
}
/**
 * A heading and paragraphs, with an optional key point and picture.
 */
export interface TextBlock {
  /**
   * The kind of section.
   */
  type: 'text';
  /**
   * A short name for this item, in lowercase words joined by hyphens (for example "our-team"). It must be unique within its list; error messages and page anchors use it.
   */
  id: string;
  /**
   * Background of the section: light (white), muted (soft grey), brand (the dark blue of the header) or dark.
   */
  tone?: 'light' | 'muted' | 'brand' | 'dark';
  /**
   * A short label shown in small capitals above the heading.
   */
  eyebrow?: string;
  /**
   * The heading shown above the section.
   */
  title?: string;
  paragraphs: Paragraphs;
  /**
   * One sentence shown in a highlighted box after the paragraphs.
   */
  keyPoint?: string;
  image?: Image;
  /**
   * Which side the picture sits on, on wide screens.
   */
  imagePosition?: 'left' | 'right';
  link?: Link;
}
/**
 * Site-wide settings: the organisation's details, the header and footer, the resources side menus, the contact form's e-mail service and search-engine defaults.
 */
export interface Site {
  /**
   * The version of the format the site's pages are written in. Do not change it: a developer updates it when the format changes.
   */
  schemaVersion: 3;
  /**
   * The languages of the site, the main one first (its pages' addresses have no language code). Leave out for a site in one language.
   *
   * @minItems 1
   */
  languages?: {
    /**
     * The language's short code, e.g. kn for Kannada: its pages' addresses start with it (/kn/about). The main language's addresses have none.
     */
    code: string;
    /**
     * The language's name in its own script, as the language switcher shows it, e.g. ಕನ್ನಡ.
     */
    name: string;
    /**
     * The language's name in English, as the editor calls it, e.g. Kannada.
     */
    englishName?: string;
    /**
     * Language and region for dates and numbers, e.g. kn-IN.
     */
    locale: string;
    /**
     * The site's shared words (menus, footer, form labels, search, the not-found screen, the blog's categories) in this language: each English text exactly as written in the site settings (a category as the blog names it), and its translation.
     */
    words?: {
      /**
       * The words in this language.
       */
      [k: string]: string;
    };
  }[];
  /**
   * Facts about the company, shown in the contact bar, footer and structured data.
   */
  organisation: {
    /**
     * The company's full name.
     */
    name: string;
    /**
     * A short name for tight spaces (the logo's text).
     */
    shortName: string;
    /**
     * One sentence about the company, for the footer and search engines.
     */
    description: string;
    /**
     * The main e-mail address.
     */
    email: string;
    /**
     * Phone numbers as shown, e.g. +91 80 0000 0001.
     *
     * @minItems 1
     */
    phones: string[];
    /**
     * The office address.
     */
    address: {
      /**
       * Building and street.
       */
      street: string;
      /**
       * City, e.g. Bengaluru.
       */
      city: string;
      /**
       * State, e.g. Karnataka.
       */
      region: string;
      /**
       * PIN code.
       */
      postalCode: string;
      /**
       * Country, e.g. India.
       */
      country: string;
    };
    /**
     * The year the company was established.
     */
    foundingYear: number;
    /**
     * The year in the footer's copyright line.
     */
    copyrightYear: number;
    logo: Image;
    /**
     * Social network profiles, shown as icons in the footer (they open in a new tab).
     */
    social: {
      /**
       * Which network.
       */
      network: 'instagram' | 'facebook' | 'linkedin' | 'x';
      /**
       * The profile's web address.
       */
      href: string;
      /**
       * Accessible name of the icon link, e.g. Follow us on Instagram.
       */
      label: string;
    }[];
    /**
     * The floating chat button.
     */
    whatsapp: {
      /**
       * The country calling code without +, e.g. 91.
       */
      countryCode: string;
      /**
       * The phone number without the country code, digits only.
       */
      number: string;
      /**
       * Accessible name of the button, e.g. Chat with us on WhatsApp.
       */
      label: string;
    };
  };
  /**
   * Every place off this site that a button leads to (the group's own apps, video channels and product sites), by name, so they are kept in one place next to the contact details. A button anywhere on the site can lead to one as site: and its name, e.g. site:newsLive. Use the group's own pages or channels, never a search on another site.
   */
  links?: {
    /**
     * The full web address (https://...). Buttons open it in a new tab.
     */
    [k: string]: string;
  };
  /**
   * Search-engine defaults.
   */
  seo: {
    /**
     * The public address of the site, without a trailing slash; canonical links start with it.
     */
    siteUrl: string;
    /**
     * Added after every page title, e.g. " | Vishwas Group".
     */
    titleSuffix: string;
    /**
     * A picture or document of the site: choose one of the site's own, or upload a new one.
     */
    defaultImage: string;
    /**
     * Language and region, e.g. en_IN.
     */
    locale: string;
    /**
     * The company's handle on X, e.g. @vishwasgroup.
     */
    twitterHandle?: string;
  };
  /**
   * The sticky header.
   */
  header: {
    /**
     * Accessible name of the logo link, e.g. Vishwas Group home.
     */
    homeLabel: string;
    /**
     * Accessible name of the menu button on phones.
     */
    menuLabel: string;
    /**
     * Accessible name of the same button when the menu is open.
     */
    closeMenuLabel: string;
    /**
     * The header links. An entry with items becomes a dropdown.
     *
     * @minItems 1
     */
    nav: {
      /**
       * The words in the header.
       */
      label: string;
      /**
       * Where the link goes: a path on this site (/contact), an anchor on the same page (#team), a full web address (https://...), an e-mail (mailto:...), a phone number (tel:...) or one of the named links of the site settings (site: and its name, e.g. site:newsLive). Web addresses open in a new tab.
       */
      href?: string;
      /**
       * The entries of a dropdown.
       *
       * @minItems 1
       */
      items?: {
        /**
         * The entry's name.
         */
        label: string;
        /**
         * A short line under the name.
         */
        description?: string;
        /**
         * Where the link goes: a path on this site (/contact), an anchor on the same page (#team), a full web address (https://...), an e-mail (mailto:...), a phone number (tel:...) or one of the named links of the site settings (site: and its name, e.g. site:newsLive). Web addresses open in a new tab.
         */
        href: string;
        icon?: IconName;
        /**
         * Open: the link opens the page. Download: it downloads the document (e.g. a brochure PDF).
         */
        kind?: 'link' | 'download';
      }[];
    }[];
  };
  /**
   * The footer.
   */
  footer: {
    /**
     * Columns of links.
     *
     * @minItems 1
     */
    columns: {
      /**
       * The column's heading.
       */
      title: string;
      /**
       * The column's links.
       *
       * @minItems 1
       */
      links: Link[];
    }[];
    /**
     * Heading over the social icons.
     */
    socialTitle: string;
    /**
     * The copyright line; {year} is replaced by the copyright year of the company details and {name} by the company name.
     */
    copyright: string;
  };
  /**
   * The side menu on resource pages; the first entry whose prefix starts the page's address is used, so put the catch-all "/" last.
   *
   * @minItems 1
   */
  resourceMenus: {
    /**
     * Addresses starting with this use this menu.
     */
    prefix: string;
    /**
     * The menu's heading.
     */
    title: string;
    /**
     * The menu's links.
     *
     * @minItems 1
     */
    links: Link[];
  }[];
  /**
   * The search box of the resources side menu.
   */
  resourceSearch?: {
    /**
     * Accessible name of the box.
     */
    label: string;
    /**
     * Hint text inside the box.
     */
    placeholder: string;
  };
  /**
   * The site search: the box in the header (and the phone menu), and the words around its results. The resources side menu's box uses the resource search's label and placeholder, and these words for its results.
   */
  search?: {
    /**
     * Accessible name of the header's search box, e.g. Search the site.
     */
    label: string;
    /**
     * Hint text inside the header's search box.
     */
    placeholder: string;
    /**
     * Accessible name of the list of results, e.g. Search results.
     */
    resultsLabel: string;
    /**
     * Said while a search runs, e.g. Searching...
     */
    loading: string;
    /**
     * Said when nothing matches; {query} is replaced by the words searched for.
     */
    noResults: string;
    /**
     * How many results there are; {count} is the number and {query} the words searched for.
     */
    results: {
      /**
       * For one result, e.g. 1 result for "{query}".
       */
      one: string;
      /**
       * For any other number, e.g. {count} results for "{query}".
       */
      other: string;
    };
    /**
     * Said when the search cannot load (for example on the development server, which has no index).
     */
    unavailable: string;
  };
  /**
   * The e-mail sending service used by the contact form. These ids are public by design.
   */
  contactForm: {
    /**
     * The service's public key. Letters, digits, - and _.
     */
    publicKey: string;
    /**
     * The service's name at the e-mail service. Letters, digits, - and _.
     */
    serviceId: string;
    /**
     * The e-mail template's name at the e-mail service. Letters, digits, - and _.
     */
    templateId: string;
    /**
     * The service's address; change it only for testing.
     */
    origin?: string;
  };
  /**
   * The page shown for an address that does not exist.
   */
  notFound: {
    /**
     * The big number, 404.
     */
    code: string;
    /**
     * The message under it.
     */
    title: string;
    link: Link;
    meta: PageMeta;
    /**
     * Written to the browser console before the unknown address.
     */
    logMessage: string;
  };
  /**
   * The screen shown when something breaks while showing a page.
   */
  errorScreen: {
    /**
     * The heading, e.g. Unexpected Application Error!
     */
    title: string;
    link: Link;
  };
  /**
   * Small words used across the site.
   */
  labels: {
    /**
     * The keyboard users' link that jumps over the header.
     */
    skipToContent: string;
    /**
     * Shown where a picture fails to load, e.g. Image not loading.
     */
    imageFallback: string;
    /**
     * Read to screen-reader users after links that open a new tab, e.g. (opens in a new tab).
     */
    newTab: string;
    /**
     * Accessible name of the header navigation, e.g. Main.
     */
    mainNav: string;
    /**
     * Accessible name of the phone menu, e.g. Mobile menu.
     */
    mobileNav: string;
    /**
     * Accessible name of the thin contact bar above the header (e-mail, phones, address), e.g. Contact details.
     */
    contactBar?: string;
    /**
     * Accessible name of the language switcher, e.g. Language.
     */
    language?: string;
    /**
     * Said beside a language this page is not in yet, e.g. Not yet translated.
     */
    notTranslated?: string;
    /**
     * The note on a translation made from an earlier version of its English page, which has changed since.
     */
    outOfDate?: string;
    /**
     * The note's link to the English page, e.g. Read the English page.
     */
    readInEnglish?: string;
  };
}
/**
 * The blog articles. Each item gets its own page at /resources/blog/<id>.
 */
export interface BlogCollection {
  /**
   * The articles. A new article gets the next free number as its id and today's date.
   *
   * @minItems 1
   */
  items: BlogPost[];
}
export interface BlogPost {
  /**
   * The article's number, given to a new article by the editor; its page is /resources/blog/ followed by the number.
   */
  id: number;
  /**
   * The article's title.
   */
  title: string;
  /**
   * A one- or two-sentence summary shown on cards and in search results.
   */
  excerpt: string;
  /**
   * The article's text, with its headings, lists, links, bold and italic words and quotes. Other styling is left out when the site is built.
   */
  content: string;
  /**
   * The publication date as shown, e.g. March 15, 2024. Pages in other languages write it in their own words.
   */
  date: string;
  /**
   * The author's name.
   */
  author: string;
  /**
   * The author's role, shown in the author box.
   */
  authorRole?: string;
  /**
   * A sentence about the author for the author box.
   */
  authorBio?: string;
  /**
   * Reading time in minutes.
   */
  readTime: number;
  /**
   * The article's category, one of the blog's filter buttons. In another language its name is that language's shared words for it.
   */
  category:
    | 'Financial Planning'
    | 'Tax & Compliance'
    | 'Corporate Law'
    | 'Technology'
    | 'Risk Management'
    | 'International Accounting';
  image: Image;
  /**
   * Show this article apart at the top of the listing.
   */
  featured?: boolean;
}
