/** @jest-environment node */
import { Suspense, use } from 'react';
import { renderToHtml, splitHeadElements } from './render-to-html';

function Later({ text }: { text: Promise<string> }) {
  return <p>{use(text)}</p>;
}

function Exploding(): never {
  throw new Error('the page exploded');
}

const after = (ms: number, text: string) => new Promise<string>((resolve) => setTimeout(() => resolve(text), ms));
const never = new Promise<string>(() => {});

function Page({ text }: { text: Promise<string> }) {
  return (
    <main>
      <h1>Food selector</h1>
      <Suspense fallback={<p>Loading the page…</p>}>
        <Later text={text} />
      </Suspense>
    </main>
  );
}

describe('splitHeadElements', () => {
  it('moves the leading title, meta and link elements into the head and leaves the markup', () => {
    const html =
      '<title>Tools | Gentle Bowl</title><meta name="description" content="Calculators"/><link rel="canonical" href="https://www.example.com/tools"/>' +
      '<style data-emotion="css 1x">.css-1x{color:red}</style><div id="frame"><h1>Tools</h1></div>';
    expect(splitHeadElements(html)).toEqual({
      head: '<title>Tools | Gentle Bowl</title><meta name="description" content="Calculators"/><link rel="canonical" href="https://www.example.com/tools"/>',
      body: '<style data-emotion="css 1x">.css-1x{color:red}</style><div id="frame"><h1>Tools</h1></div>',
    });
  });

  it('leaves head-like elements that are part of the markup where they are', () => {
    const html = '<div><meta itemprop="name" content="Gentle Bowl"/><title>not the page title</title></div><link rel="preload" href="/x"/>';
    expect(splitHeadElements(html)).toEqual({ head: '', body: html });
  });

  it('leaves a leading JSON-LD script in the markup', () => {
    const html = '<script type="application/ld+json">{"@type":"FAQPage"}</script><main></main>';
    expect(splitHeadElements(html)).toEqual({ head: '', body: html });
  });
});

describe('renderToHtml', () => {
  it('waits for a part that suspends and writes it in place, however long, with no script needed to show it', async () => {
    // Longer than React's progressive chunk size, past which it would otherwise move the part to
    // the end of the page and reveal it with an inline script.
    const results = 'Three foods fit your dog. '.repeat(1_000);
    const onError = jest.fn(() => undefined);
    const html = await renderToHtml(<Page text={after(50, results)} />, { deadline: Date.now() + 5_000, onError });
    expect(html).toContain(`<h1>Food selector</h1><!--$--><p>${results}</p><!--/$--></main>`);
    expect(html).not.toContain('Loading the page');
    expect(html).not.toContain('<script');
    expect(onError).not.toHaveBeenCalled();
  });

  it('sends the fallback of a part still waiting at the deadline, and no later', async () => {
    const started = Date.now();
    const html = await renderToHtml(<Page text={never} />, { deadline: started + 100, onError: () => undefined });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(html).toContain('<h1>Food selector</h1>');
    expect(html).toContain('<p>Loading the page…</p>');
  });

  it('sends the fallback of a part that throws, reports the error with its digest, and still resolves', async () => {
    const onError = jest.fn((_error: unknown) => 'gentlebowl:render-in-browser');
    const html = await renderToHtml(
      <main>
        <h1>Food selector</h1>
        <Suspense fallback={<p>Loading the page…</p>}>
          <Exploding />
        </Suspense>
      </main>,
      { deadline: Date.now() + 5_000, onError },
    );
    expect(html).toContain('<h1>Food selector</h1>');
    expect(html).toContain('<p>Loading the page…</p>');
    expect(html).toContain('gentlebowl:render-in-browser');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'the page exploded' }), expect.anything());
  });

  it('rejects when the page cannot be rendered at all (an error outside every boundary)', async () => {
    await expect(renderToHtml(<Exploding />, { deadline: Date.now() + 5_000, onError: () => undefined })).rejects.toThrow('the page exploded');
  });
});
