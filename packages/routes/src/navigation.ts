import { type RouteId, routeById, routeHref } from './catalogue';

/** A link to a declared page, optionally to a section of it or with its own wording. */
export interface NavigationEntry {
  route: RouteId;
  /** Defaults to the page's title. */
  label?: string;
  params?: Readonly<Record<string, string>>;
  hash?: string;
}

export interface NavigationLink {
  label: string;
  href: string;
}

export function resolveEntry(entry: NavigationEntry): NavigationLink {
  return {
    label: entry.label ?? routeById(entry.route).title,
    href: routeHref(entry.route, { params: entry.params, hash: entry.hash }),
  };
}

const resolveAll = (entries: readonly NavigationEntry[]) => entries.map(resolveEntry);

/** Spec "Page shell": the desktop navigation and the mobile menu. */
export const headerNavigation = resolveAll([
  { route: 'home' },
  { route: 'food-selector' },
  { route: 'tools', label: 'Tools' },
  { route: 'blog' },
  { route: 'about' },
]);

/** The page the header's 'Find Food Now' button and the floating finder lead to. */
export const findFoodHref = routeHref('food-selector');

/** The food catalogue is the way in to every product page, so every page's footer links it. */
export const footerQuickLinks = [
  ...headerNavigation,
  resolveEntry({ route: 'dog-foods' }),
  resolveEntry({ route: 'contact' }),
];

const resourceEntries: readonly NavigationEntry[] = [
  { route: 'sensitive-stomach-guide' },
  { route: 'sensitive-stomach-faq' },
  { route: 'homemade-recipes' },
  { route: 'digestive-health-tips' },
  { route: 'dog-food-guides' },
  { route: 'tools', label: 'Feeding Calculator', hash: 'feeding-calculator' },
];

export const footerResources = resolveAll(resourceEntries);

const legalEntries: readonly NavigationEntry[] = [
  { route: 'privacy' },
  { route: 'terms' },
  { route: 'cookies' },
  { route: 'accessibility', label: 'Accessibility' },
  { route: 'sitemap' },
];

export const footerLegalLinks = resolveAll(legalEntries);

/** Articles the site map and other pages single out by name (spec "Screens and routes"). */
export const popularArticles = resolveAll(
  [
    ['best-dog-food-for-diarrhea', 'Best Dog Food for Diarrhea'],
    ['best-dog-foods-for-sensitive-stomachs', 'Best Dog Foods for Sensitive Stomachs'],
    ['top-5-best-dog-foods-for-sensitive-stomachs', 'Top 5 Dog Foods for Sensitive Stomachs'],
    ['transitioning-to-new-dog-food-for-sensitive-stomachs', 'Transitioning a Sensitive Dog to a New Food'],
    ['hypoallergenic-dog-food', 'Hypoallergenic Dog Food: What It Is'],
    ['hypoallergenic-dog-food-guide', 'The Elimination Diet: A Hypoallergenic Food Guide'],
    ['limited-ingredient-dog-food-benefits', 'Limited Ingredient Dog Food Benefits'],
    ['homemade-food-options-for-dogs-with-sensitive-stomachs', 'Homemade Food Options for Sensitive Stomachs'],
  ].map(([slug, label]) => ({ route: 'blog-post', params: { slug: slug as string }, label })),
);

export interface NavigationGroup {
  title: string;
  links: readonly NavigationLink[];
}

/** Spec "Static pages": the site map's four groups. */
export const sitemapGroups: readonly NavigationGroup[] = [
  {
    title: 'Main Pages',
    links: resolveAll([
      { route: 'home' },
      { route: 'food-selector' },
      { route: 'dog-foods' },
      { route: 'compare' },
      { route: 'tools' },
      { route: 'blog' },
      { route: 'about' },
      { route: 'contact' },
    ]),
  },
  { title: 'Resources', links: footerResources },
  { title: 'Popular Articles', links: popularArticles },
  { title: 'Legal & Info', links: resolveAll(legalEntries.map((entry) => ({ ...entry, label: undefined }))) },
];
