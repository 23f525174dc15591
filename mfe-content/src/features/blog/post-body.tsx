import styled from '@emotion/styled';
import { UNBROKEN_CLASS } from '@gentlebowl/contracts';
import { useEffect, useRef } from 'react';
import { useNavigate } from '@gentlebowl/router';

const Body = styled.div(({ theme }) => ({
  maxWidth: '44rem',
  fontSize: theme.fontSizes.lg,
  lineHeight: 1.75,
  color: theme.colors.text,
  'h1, h2, h3, h4': {
    fontFamily: theme.fonts.heading,
    lineHeight: 1.3,
    margin: `${theme.space(10)} 0 ${theme.space(3)}`,
  },
  h2: { fontSize: theme.fontSizes['2xl'] },
  h3: { fontSize: theme.fontSizes.xl },
  'p, ul, ol, blockquote, table': { margin: `0 0 ${theme.space(5)}` },
  'ul, ol': { paddingInlineStart: theme.space(6) },
  li: { marginBottom: theme.space(2) },
  a: { color: theme.colors.link, textDecoration: 'underline', textUnderlineOffset: '0.15em' },
  blockquote: {
    padding: `${theme.space(3)} ${theme.space(5)}`,
    borderInlineStart: `4px solid ${theme.colors.primary}`,
    backgroundColor: theme.colors.surfaceMuted,
    borderRadius: theme.radii.md,
  },
  table: { display: 'block', overflowX: 'auto', borderCollapse: 'collapse', fontSize: theme.fontSizes.md },
  'th, td': { padding: `${theme.space(2)} ${theme.space(3)}`, border: `1px solid ${theme.colors.border}`, textAlign: 'left' },
  th: { backgroundColor: theme.colors.surfaceMuted },
  img: { maxWidth: '100%', height: 'auto', borderRadius: theme.radii.md },
  [`span.${UNBROKEN_CLASS}`]: { whiteSpace: 'nowrap' },
  code: { fontSize: '0.9em', backgroundColor: theme.colors.surfaceMuted, padding: '0 0.25em', borderRadius: theme.radii.sm },
}));

/** A plain left click on a link to a page of this site, which the router can handle without a reload. */
function internalLinkTarget(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return null;
  }
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  const href = link?.getAttribute('href') ?? '';
  if (!link || link.target || link.hasAttribute('download') || !href.startsWith('/') || href.startsWith('//')) return null;
  return link;
}

/**
 * A post's HTML body, as contentApi hands it over: sanitized again when it arrived from the API
 * (shared/sanitize-post-body.ts). Links inside it to other pages of the site go through the router,
 * like every other internal link, instead of reloading the page.
 */
export function PostBody({ html }: { html: string }) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const body = bodyRef.current;
    if (!body) return;
    const onClick = (event: MouseEvent) => {
      const link = internalLinkTarget(event);
      if (!link) return;
      event.preventDefault();
      navigate(link.getAttribute('href') as string);
    };
    body.addEventListener('click', onClick);
    return () => body.removeEventListener('click', onClick);
  }, [navigate]);

  return (
    <Body
      ref={bodyRef}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: contentApi sanitized the HTML with an allowlist as it arrived.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
