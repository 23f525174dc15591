// The design system's public API. Everything a frontend may import is listed here by name; the
// react-final-form fields have an entry of their own, `@gentlebowl/ui/form` (src/form/index.ts).

export type { AppTheme, Palette, ThemeMode } from './theme/theme';
export { appTheme, palettes } from './theme/theme';
export type { ColorTokens, ShadowTokens } from './theme/tokens';
export { GlobalStyles } from './theme/global-styles';
export { visuallyHiddenStyles } from './theme/visually-hidden-styles';

export type { ButtonProps } from './components/button';
export { Button } from './components/button';
export type { ButtonSize, ButtonStyleOptions, ButtonVariant } from './components/button-styles';
export { buttonStyles } from './components/button-styles';
export type { CardTitleProps, HeadingTag } from './components/card';
export { Card, CardContent, CardFooter, CardHeader, CardTitle } from './components/card';
export type { BadgeVariant } from './components/badge';
export { Badge } from './components/badge';
export type { TabItem, TabsProps } from './components/tabs';
export { Tabs } from './components/tabs';
export { TAB_PARAM, tabAddress, tabInAddress, tabsInAddress } from './components/tab-address';
export type { AccordionItem, AccordionProps } from './components/accordion';
export { Accordion } from './components/accordion';
export type { SkeletonProps } from './components/skeleton';
export { Skeleton } from './components/skeleton';
export type { SkeletonTextProps } from './components/skeleton-text';
export { SkeletonText } from './components/skeleton-text';
export type { StarParts } from './components/star-parts';
export { starParts } from './components/star-parts';
export type { StarRatingProps } from './components/star-rating';
export { StarRating } from './components/star-rating';
export type { LazyImageProps, LazyImageState } from './components/lazy-image';
export { LazyImage } from './components/lazy-image';
export { Container, PageFrame } from './components/container';
export { InlineList } from './components/inline-list';
export { TableScroller } from './components/table-scroller';
export { PageHeader, PageLead, PageTitle } from './components/page-header';
export { VisuallyHidden } from './components/visually-hidden';
export { keepRangesTogether, Unbroken } from './components/unbroken-text';
export { OptionLabel } from './components/option-label';
export type { NoticeProps, NoticeVariant } from './components/notice';
export { Notice } from './components/notice';
export { Alert } from './components/alert';
