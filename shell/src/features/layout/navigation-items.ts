export interface NavigationItem {
  name: string;
  path: string;
}

export const NAVIGATION_ITEMS: readonly NavigationItem[] = [
  { name: 'Home', path: '/' },
  { name: 'Food Selector', path: '/food-selector' },
  { name: 'Tools', path: '/tools' },
  { name: 'Blog', path: '/blog' },
  { name: 'About Us', path: '/about-us' },
];

export const FOOTER_QUICK_LINKS: readonly NavigationItem[] = [
  ...NAVIGATION_ITEMS,
  { name: 'Contact', path: '/contact' },
];

export const FOOTER_RESOURCES: readonly NavigationItem[] = [
  { name: 'Sensitive Stomach Guide', path: '/sensitive-stomach-guide' },
  { name: 'Sensitive Stomach FAQ', path: '/sensitive-stomach-faq' },
  { name: 'Homemade Recipes', path: '/homemade-recipes' },
  { name: 'Digestive Health Tips', path: '/digestive-health-tips' },
  { name: 'Dog Food Guides', path: '/dog-food-guides' },
  { name: 'Feeding Calculator', path: '/tools#feeding-calculator' },
];

export const FOOTER_LEGAL_LINKS: readonly NavigationItem[] = [
  { name: 'Privacy Policy', path: '/privacy' },
  { name: 'Terms of Service', path: '/terms' },
  { name: 'Cookie Policy', path: '/cookies' },
  { name: 'Accessibility', path: '/accessibility' },
  { name: 'Site Map', path: '/sitemap' },
];

export const FIND_FOOD_PATH = '/food-selector';
export const TAGLINE = 'Sensitive Stomach Solutions';
