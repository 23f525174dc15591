export interface BreadcrumbItem {
  label: string;
  href: string;
  /** The page being shown: rendered as plain text rather than a link. */
  current?: boolean;
}
