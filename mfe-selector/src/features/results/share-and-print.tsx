import styled from '@emotion/styled';
import { resolveSiteOrigin, useRuntimeConfig, useToast } from '@gentlebowl/platform';
import { routeHref } from '@gentlebowl/routes';
import { Button, OptionLabel } from '@gentlebowl/ui';
import { useEffect, useId, useRef, useState } from 'react';

/** Copying and printing need scripts: a browser without them is not offered the bar at all. */
const Bar = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${theme.space(2)} ${theme.space(4)}`,
  padding: theme.space(4),
  borderRadius: theme.radii.lg,
  border: `1px solid ${theme.colors.border}`,
  backgroundColor: theme.colors.surface,
  '@media (scripting: none)': { display: 'none' },
}));

const Fallback = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(1.5),
  flexBasis: '100%',
  '& label': { fontWeight: theme.fontWeights.semibold },
  '& p': { margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.textMuted },
  '& input': {
    width: '100%',
    minHeight: '44px',
    padding: `${theme.space(2)} ${theme.space(3)}`,
    border: `1px solid ${theme.colors.borderStrong}`,
    borderRadius: theme.radii.md,
    backgroundColor: theme.colors.surface,
    color: theme.colors.text,
    font: 'inherit',
  },
}));

/** The toast after the link was copied. */
export const linkCopiedToast = {
  title: 'Link copied',
  description: 'Anyone with the link sees these results. Paste it into a message or an email.',
} as const;

export interface ShareAndPrintProps {
  /** The query string that reproduces the results; with the dog's name only when asked. */
  searchFor: (includeName: boolean) => string;
}

/**
 * Take the results away: a link that reproduces them (the dog's name in it only if the owner ticks
 * the box), copied to the clipboard with a toast, or shown to copy by hand where the browser refuses;
 * and the browser's print dialog, which prints the results without the site around them.
 */
export function ShareAndPrint({ searchFor }: ShareAndPrintProps) {
  const { siteOrigin } = useRuntimeConfig();
  const { toast } = useToast();
  const [includeName, setIncludeName] = useState(false);
  // Where the page is served from, learned on the first copy (there is no window while rendering).
  const [manualCopyOrigin, setManualCopyOrigin] = useState<string | null>(null);
  const fallbackRef = useRef<HTMLInputElement>(null);
  const fallbackId = useId();
  const fallbackHintId = useId();

  const linkFrom = (origin: string) => `${origin}${routeHref('food-selector')}${searchFor(includeName)}`;

  const copyLink = async () => {
    const origin = resolveSiteOrigin(siteOrigin, window.location.origin);
    try {
      await navigator.clipboard.writeText(linkFrom(origin));
      setManualCopyOrigin(null);
      toast(linkCopiedToast);
    } catch {
      setManualCopyOrigin(origin);
    }
  };

  useEffect(() => {
    if (manualCopyOrigin === null) return;
    fallbackRef.current?.focus();
    fallbackRef.current?.select();
  }, [manualCopyOrigin]);

  return (
    <Bar data-print="hide">
      <Button variant="outline" onClick={copyLink}>
        Copy link to these results
      </Button>
      <OptionLabel>
        <input type="checkbox" checked={includeName} onChange={(event) => setIncludeName(event.target.checked)} />
        Include my dog's name in the link
      </OptionLabel>
      <Button variant="outline" onClick={() => window.print()}>
        Print these results
      </Button>
      {manualCopyOrigin !== null ? (
        <Fallback>
          <label htmlFor={fallbackId}>Link to these results</label>
          <p id={fallbackHintId}>Your browser did not let us copy it: select the link and copy it yourself.</p>
          <input
            ref={fallbackRef}
            id={fallbackId}
            type="text"
            readOnly
            value={linkFrom(manualCopyOrigin)}
            aria-describedby={fallbackHintId}
            onFocus={(event) => event.currentTarget.select()}
          />
        </Fallback>
      ) : null}
    </Bar>
  );
}
