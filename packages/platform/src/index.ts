// Runtime configuration
export { defaultRuntimeConfig, resolveSiteOrigin } from './config/runtime-config';
export type { RuntimeConfig } from './config/runtime-config';
export { RuntimeConfigProvider, useRuntimeConfig } from './config/runtime-config-provider';
export type { RuntimeConfigProviderProps } from './config/runtime-config-provider';

// The provider stack every page renders inside
export { PlatformProviders } from './providers/platform-providers';
export type { PlatformProvidersProps } from './providers/platform-providers';
export { createStyleCache } from './providers/style-cache';

// Store
/**
 * Slices that remotes inject at run time. A remote declares its slice by declaration merging
 *
 *   declare module '@gentlebowl/platform' {
 *     interface LazyLoadedSlices extends WithSlice<typeof selectorCompareSlice> {}
 *   }
 *
 * and then calls `selectorCompareSlice.injectInto(rootReducer)`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in the remotes.
export interface LazyLoadedSlices {}
export { rootReducer } from './store/root-reducer';
export type { RootState } from './store/root-reducer';
export { createAppStore } from './store/app-store';
export type { AppDispatch, AppStore } from './store/app-store';
export { useAppDispatch, useAppSelector, useAppStore } from './store/store-hooks';

/**
 * The parts of Redux Toolkit the shell and the remotes use beside the ones above, and the only way
 * they import it: this package is the only one that imports Redux Toolkit and react-redux.
 *
 * Module Federation shares a library whole: every export of a shared module ships, since any remote
 * may ask for any of them. Redux Toolkit (with its query and React entries, immer and reselect) and
 * react-redux shared directly were 35 kB (brotli) on every page. Bundled into this package instead,
 * which is itself shared once, the build keeps only what the platform and these exports use (23 kB,
 * most of it RTK Query, which the base api needs whole), still one copy at run time and so one store
 * context. A name missing here fails the type check of whoever needs it: add it here. Lint forbids
 * importing Redux anywhere else.
 */
export { createSlice } from '@reduxjs/toolkit';
export type { PayloadAction, WithSlice } from '@reduxjs/toolkit';
export { skipToken } from '@reduxjs/toolkit/query';

// RTK Query
export { appBaseQuery } from './api/base-query';
export { FRESH_FOR_60_SECONDS, refetchWhenOlderThan } from './api/freshness';
export type { ApiAnswer, ApiRequestInit, ApiTransport, AppQueryError, AppQueryExtraOptions, AppRequest, AppRequestContext } from './api/base-query';
export { anyQueryFailed, serverHandoffState } from './api/server-handoff';
export type { ServerHandoffState } from './api/server-handoff';
export { scriptSafeJson } from './html/script-safe-json';
export { baseApi } from './api/base-api';
export { errorMessage, readerMessage } from './api/error-message';
export { failureToast, refusalOf, refusalSentence } from './api/refusal';
export type { Refusal, RetryWait } from './api/refusal';
export { useRemainingWait } from './api/use-remaining-wait';

// Forms: what a visitor entered before the scripts took over
export { typedFormValues, useInitialFormValues } from './forms/typed-form-values';
export { useHydrated } from './hydration/use-hydrated';

// Page actions: a page's forms sent without scripts, answered on the server
export { refusedByApi } from './actions/page-action';
export type { PageAction, PageActionArgs, PageActionResult, RefusedStatus } from './actions/page-action';
export { PageActionDataProvider, usePageActionData } from './actions/page-action-data';

// Toasts
export {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_MAX_WIDTH_PX,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
} from './toasts/toast-constants';
export { toastsSlice } from './toasts/toasts-slice';
export type { ToastChanges, ToastItem, ToastsState, ToastVariant } from './toasts/toasts-slice';
export { dismissToast } from './toasts/dismiss-toast';
export { useToast } from './toasts/use-toast';
export type { ToastHandle, ToastOptions, UseToastResult } from './toasts/use-toast';
export { Toaster } from './toasts/toaster';

// Page metadata and breadcrumbs
export { absoluteCanonical, absoluteUrl, formatPageTitle } from './seo/page-meta-logic';
export { PageMeta } from './seo/page-meta';
export type { PageMetaProps } from './seo/page-meta';
export type { BreadcrumbItem } from './seo/breadcrumb-item';
export { breadcrumbJsonLd } from './seo/breadcrumb-json-ld';
export type { BreadcrumbListJsonLd } from './seo/breadcrumb-json-ld';
export { Breadcrumbs } from './seo/breadcrumbs';
export type { BreadcrumbsProps } from './seo/breadcrumbs';
export { JsonLd } from './seo/json-ld';
export type { JsonLdProps } from './seo/json-ld';
export { createHeadCollector, HeadCollectorProvider } from './seo/head-collector';
export type { HeadCollector, HeadCollectorProviderProps } from './seo/head-collector';

// The not-found view (the shell's 404 page, a remote's unknown record)
export { NotFoundView } from './not-found/not-found-view';
export type { NotFoundViewProps } from './not-found/not-found-view';

// Standalone development frame for a remote
export { StandaloneFrame } from './standalone/standalone-frame';
export type { StandaloneFrameProps, StandaloneLink } from './standalone/standalone-frame';

// Affiliate links
export {
  AFFILIATE_LINK_REL,
  affiliateHref,
  buildAffiliateUrl,
  DEFAULT_PARTNER_CODE,
} from './affiliate/affiliate-url';
export type { AffiliateSource } from './affiliate/affiliate-url';
export { AffiliateLink } from './affiliate/affiliate-link';
export type { AffiliateLinkProps } from './affiliate/affiliate-link';

// Theme tokens platform components read (a subset of the @gentlebowl/ui theme)
export type { PlatformTheme } from './theme/platform-theme';

// Page modules: the page, its loader and its action
export { loadQuery, pageNotFound } from './pages/page-module';
export type { PageLoader, PageLoaderArgs, PageLoaderOutcome, RemotePageModule } from './pages/page-module';
