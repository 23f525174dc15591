export interface SitemapLink {
  label: string;
  path: string;
}

export interface SitemapGroup {
  title: string;
  links: readonly SitemapLink[];
}

export const SITEMAP_GROUPS: readonly SitemapGroup[] = [
  {
    title: 'Main Pages',
    links: [
      { label: 'Home', path: '/' },
      { label: 'Food Selector', path: '/food-selector' },
      { label: 'Interactive Nutrition Tools', path: '/tools' },
      { label: 'Blog', path: '/blog' },
      { label: 'About Us', path: '/about-us' },
      { label: 'Contact', path: '/contact' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Sensitive Stomach Guide', path: '/sensitive-stomach-guide' },
      { label: 'Sensitive Stomach FAQ', path: '/sensitive-stomach-faq' },
      { label: 'Homemade Recipes', path: '/homemade-recipes' },
      { label: 'Digestive Health Tips', path: '/digestive-health-tips' },
      { label: 'Dog Food Guides', path: '/dog-food-guides' },
      { label: 'Feeding Calculator', path: '/tools#feeding-calculator' },
    ],
  },
  {
    title: 'Popular Articles',
    links: [
      { label: 'Best Dog Food for Diarrhea', path: '/blog/best-dog-food-for-diarrhea' },
      { label: 'Best Dog Foods for Sensitive Stomachs', path: '/blog/best-dog-foods-for-sensitive-stomachs' },
      { label: 'Top 5 Dog Foods for Sensitive Stomachs', path: '/blog/top-5-best-dog-foods-for-sensitive-stomachs' },
      {
        label: 'Transitioning a Sensitive Dog to a New Food',
        path: '/blog/transitioning-to-new-dog-food-for-sensitive-stomachs',
      },
      { label: 'Hypoallergenic Dog Food: What It Is', path: '/blog/hypoallergenic-dog-food' },
      { label: 'The Elimination Diet: A Hypoallergenic Food Guide', path: '/blog/hypoallergenic-dog-food-guide' },
      { label: 'Limited Ingredient Dog Food Benefits', path: '/blog/limited-ingredient-dog-food-benefits' },
      {
        label: 'Homemade Food Options for Sensitive Stomachs',
        path: '/blog/homemade-food-options-for-dogs-with-sensitive-stomachs',
      },
    ],
  },
  {
    title: 'Legal & Info',
    links: [
      { label: 'Privacy Policy', path: '/privacy' },
      { label: 'Terms of Service', path: '/terms' },
      { label: 'Cookie Policy', path: '/cookies' },
      { label: 'Accessibility Statement', path: '/accessibility' },
      { label: 'Site Map', path: '/sitemap' },
    ],
  },
];
