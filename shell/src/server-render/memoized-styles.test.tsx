/** @jest-environment node */
import { CacheProvider, css, keyframes, ThemeProvider } from '@emotion/react';
import styled from '@emotion/styled';
import createStyled from '@emotion/styled/base';
import { appTheme as theme } from '@gentlebowl/ui';
import type { ReactNode } from 'react';
import { withMemoizedStyles } from './memoized-styles';
import { createPageStyles } from './page-styles';
import { renderToHtml } from './render-to-html';

const pulse = keyframes({ '50%': { opacity: 0.5 } });

/** What a page renders and sends for `tree`: its markup and the head's style elements. */
async function rendered(tree: ReactNode) {
  const styles = createPageStyles();
  const markup = await renderToHtml(
    <CacheProvider value={styles.cache}>
      <ThemeProvider theme={theme}>{tree}</ThemeProvider>
    </CacheProvider>,
    { deadline: Date.now() + 5_000, onError: () => undefined },
  );
  return { markup, head: styles.styleElements(markup) };
}

/** The same components, made with emotion's own `styled` and with the memoizing one; `calls`
 * counts the runs of the style function that reads a prop. */
function components(make: typeof styled) {
  const calls = { tone: 0 };
  const Plain = make.div({ margin: 0, padding: '4px' });
  const Themed = make.p(({ theme: { colors } }) => ({ color: colors.text }));
  const Toned = make('span', { shouldForwardProp: (prop) => prop !== 'tone' && prop !== 'size' })<{ tone: 'loud' | 'quiet'; size?: number }>(
    ({ theme: { colors, space }, tone, size }) => {
      calls.tone += 1;
      return tone === 'loud' ? { fontWeight: 700, padding: space(size ?? 1) } : { color: colors.textMuted };
    },
  );
  const Pulsing = make.em(() => ({ animation: `${pulse} 1s infinite` }));
  const Listing = make.b((props) => ({ display: Object.keys(props).includes('hidden') ? 'none' : 'inline' }));
  // emotion adds a `;` after a `css` result it interpolates, which the class's hash includes.
  const FromCss = make.u(({ theme: { colors } }) => css({ color: colors.text }));
  const DirectCss = make.s(css({ margin: 1 }));
  const Template = make.i`color: ${({ theme: { colors } }) => colors.text};`;
  const page = (
    <Plain>
      <Themed>One</Themed>
      <Themed>Two</Themed>
      <Toned tone="loud">Loud</Toned>
      <Toned tone="quiet">Quiet</Toned>
      <Toned tone="loud" size={3}>
        Louder
      </Toned>
      <Toned tone="loud">Loud again</Toned>
      <Pulsing>Pulse</Pulsing>
      <Listing hidden>Hidden</Listing>
      <Listing>Shown</Listing>
      <FromCss>From css</FromCss>
      <DirectCss>Direct css</DirectCss>
      <Template>Template</Template>
    </Plain>
  );
  return { page, calls };
}

const memoizingStyled = withMemoizedStyles(createStyled);

describe('withMemoizedStyles', () => {
  it("renders the markup and styles emotion's own styled renders, keyframes included", async () => {
    const own = await rendered(components(styled).page);
    const memoized = await rendered(components(memoizingStyled).page);

    expect(memoized.markup).toBe(own.markup);
    expect(memoized.head).toBe(own.head);
    expect(memoized.head).toContain(`@keyframes ${pulse.name}`);
  });

  it('runs a style function once for each value of the props it reads, render after render', async () => {
    const { page, calls } = components(memoizingStyled);

    await rendered(page);
    // loud, quiet, and loud with a size: "Loud again" is the first one's.
    expect(calls.tone).toBe(3);
    await rendered(page);
    expect(calls.tone).toBe(3);
  });

  it('keeps making the shorthands of elements, and nothing for other names', () => {
    expect(typeof memoizingStyled.section).toBe('function');
    expect((memoizingStyled as unknown as Record<string, unknown>).default).toBeUndefined();
  });
});
