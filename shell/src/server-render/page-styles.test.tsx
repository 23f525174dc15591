/** @jest-environment node */
import { CacheProvider, Global, keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { type ReactNode, Suspense } from 'react';
import { createPageStyles } from './page-styles';
import { renderToHtml } from './render-to-html';

const pulse = keyframes({ '50%': { opacity: 0.5 } });
const Frame = styled.div({ margin: 0 });
const Title = styled.h1({ color: 'navy' });
const Pulsing = styled.span({ animation: `${pulse} 1s infinite` });
const Placeholder = styled.p({ color: 'grey' });
const Unstyled = styled.em({});

/** A part that never arrives: its boundary's fallback is sent at the deadline. */
function NeverArrives(): never {
  throw new Promise<never>(() => {});
}

async function render(tree: ReactNode, deadlineMs = 5_000) {
  const styles = createPageStyles();
  const markup = await renderToHtml(<CacheProvider value={styles.cache}>{tree}</CacheProvider>, {
    deadline: Date.now() + deadlineMs,
    onError: () => undefined,
  });
  return { markup, head: styles.styleElements(markup) };
}

/** The head's style elements: the names each lists and its rules. */
const styleElementsIn = (head: string) =>
  Array.from(head.matchAll(/<style data-emotion="([^"]+)">([^<]*)<\/style>/g), ([, names = '', css = '']) => ({ names, css }));

const classOf = (markup: string, tag: string) => new RegExp(`<${tag} class="css-(\\w+)"`).exec(markup)?.[1];

describe('createPageStyles', () => {
  it('keeps the styles out of the markup and gives them to the head, one element per run, globals on their own, in order', async () => {
    const { markup, head } = await render(
      <>
        <Global styles={{ body: { margin: 0 } }} />
        <Frame>
          <Title>Tools</Title>
          <Global styles={{ a: { color: 'teal' } }} />
          <Pulsing>Loading</Pulsing>
          <Title>Again</Title>
        </Frame>
      </>,
    );
    expect(markup).not.toContain('<style');
    const frame = classOf(markup, 'div');
    const title = classOf(markup, 'h1');
    const pulsing = classOf(markup, 'span');
    const [firstGlobal, firstRun, secondGlobal, secondRun] = styleElementsIn(head);
    expect(firstGlobal).toEqual({ names: expect.stringMatching(/^css-global \w+$/), css: 'body{margin:0;}' });
    expect(firstRun).toEqual({ names: `css ${frame} ${title}`, css: `.css-${frame}{margin:0;}.css-${title}{color:navy;}` });
    expect(secondGlobal).toEqual({ names: expect.stringMatching(/^css-global \w+$/), css: 'a{color:teal;}' });
    // A component's keyframes are named with its class, so the browser's cache takes them over too.
    expect(secondRun?.names).toBe(`css ${pulsing} ${pulse.name}`);
    expect(secondRun?.css).toContain(`@keyframes ${pulse.name}{50%{opacity:0.5;}}`);
    expect(styleElementsIn(head)).toHaveLength(4);
    expect(head.match(new RegExp(`\\.css-${title}\\{`, 'g'))).toHaveLength(1);
  });

  it('leaves out the styles of a Suspense fallback React prepared but did not send, and of classes without rules', async () => {
    // Past 500 bytes of content React also renders the fallback, in case the content suspends.
    const { markup, head } = await render(
      <Suspense fallback={<Placeholder>Loading…</Placeholder>}>
        <Frame>
          <Unstyled>{'Three foods fit your dog. '.repeat(40)}</Unstyled>
        </Frame>
      </Suspense>,
    );
    expect(markup).not.toContain('Loading…');
    expect(head).toBe(`<style data-emotion="css ${classOf(markup, 'div')}">.css-${classOf(markup, 'div')}{margin:0;}</style>`);
  });

  it('sends the styles of a fallback that is sent', async () => {
    const { markup, head } = await render(
      <Suspense fallback={<Placeholder>Loading…</Placeholder>}>
        <NeverArrives />
      </Suspense>,
      50,
    );
    expect(markup).toContain('Loading…');
    expect(head).toContain('{color:grey;}');
  });
});
