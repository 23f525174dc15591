import { forwardRef, type MouseEvent, startTransition, useContext } from 'react';
import { type LinkProps, Link as RouterLink, UNSAFE_NavigationContext, useLocation } from 'react-router';

/** A path on this site, as every link of the site names one (`/dog-foods?page=2`, `/tools#feeding-calculator`):
 * not another host's address (`//host`, `https://…`) nor one relative to the current page. */
function isSitePath(to: LinkProps['to']): to is string {
  return typeof to === 'string' && to.startsWith('/') && !to.startsWith('//');
}

/** A click the page follows itself, as React Router judges it: the main button, no modifier key
 * (which opens the link elsewhere), and a link that opens in this tab. */
function followsInPage(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.button === 0 && (!target || target === '_self') && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/**
 * A link to a path of this site, which needs nothing resolved: its `href` is the path, and a click
 * goes there as React Router's `Link` would (in this tab, through the router's history, replacing
 * the entry when it names the page already shown).
 */
const SitePathLink = forwardRef<HTMLAnchorElement, LinkProps & { to: string }>(function SitePathLink(
  {
    to,
    replace,
    state,
    target,
    onClick,
    reloadDocument,
    // What React Router's Link reads and an anchor must not get; none changes a link to a site path
    // in this site's router (it has no data routes to prefetch, discover or revalidate).
    discover: _discover,
    prefetch: _prefetch,
    relative: _relative,
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    mask: _mask,
    defaultShouldRevalidate: _defaultShouldRevalidate,
    ...anchor
  },
  ref,
) {
  const { navigator, useTransitions } = useContext(UNSAFE_NavigationContext);
  const location = useLocation();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || reloadDocument || !followsInPage(event, target)) return;
    event.preventDefault();
    const shown = `${location.pathname}${location.search}${location.hash}` === to;
    const go = () => ((replace ?? shown) ? navigator.replace(to, state) : navigator.push(to, state));
    if (useTransitions) startTransition(go);
    else go();
  };
  return <a {...anchor} ref={ref} href={to} target={target} onClick={follow} />;
});

/**
 * React Router's `Link`, lighter for the links the site is made of. Its own resolves every `to`
 * against the route matches, twice per link (for the `href` and for the click), turning the matches
 * into JSON and back each time: with the 50 to 60 links of a page that was 8-9% of a server
 * render's CPU (a CPU profile of uncached renders of `/`). A path of this site needs no resolving,
 * so those links are plain anchors with the same click; any other `to` is React Router's `Link`.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const { basename } = useContext(UNSAFE_NavigationContext);
  return isSitePath(props.to) && basename === '/' ? (
    <SitePathLink {...props} to={props.to} ref={ref} />
  ) : (
    <RouterLink {...props} ref={ref} />
  );
});
