import { act, render } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createHeadCollector, HeadCollectorProvider } from './head-collector';
import { JsonLd } from './json-ld';

const headBlocks = () =>
  Array.from(document.head.querySelectorAll('script[type="application/ld+json"]'), (script) =>
    JSON.parse(script.textContent ?? ''),
  );

const product = (name: string) => ({ '@context': 'https://schema.org', '@type': 'Product', name });
const breadcrumbList = { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: [] };

describe('JsonLd in the browser', () => {
  it('keeps its block in document.head in step with its data, and takes it away on unmount', () => {
    const { container, rerender, unmount } = render(<JsonLd data={product('Salmon & Rice')} />);
    expect(container).toBeEmptyDOMElement();
    expect(headBlocks()).toEqual([product('Salmon & Rice')]);

    rerender(<JsonLd data={product('Lamb </script> & Oat')} />);
    expect(headBlocks()).toEqual([product('Lamb </script> & Oat')]);

    unmount();
    expect(headBlocks()).toEqual([]);
  });

  it('gives each block of a page its own tag, so one leaving keeps the others', () => {
    const { rerender, unmount } = render(
      <>
        <JsonLd data={product('Salmon & Rice')} />
        <JsonLd data={breadcrumbList} />
      </>,
    );
    expect(headBlocks()).toEqual([product('Salmon & Rice'), breadcrumbList]);

    rerender(
      <>
        {null}
        <JsonLd data={breadcrumbList} />
      </>,
    );
    expect(headBlocks()).toEqual([breadcrumbList]);
    unmount();
  });

  it("takes over the server's head tags on hydration, without duplicates or hydration errors", async () => {
    const page = (
      <main>
        <h1>Salmon & Rice</h1>
        <JsonLd data={product('Salmon & Rice')} />
        <JsonLd data={breadcrumbList} />
      </main>
    );
    const collector = createHeadCollector();
    const html = renderToString(<HeadCollectorProvider collector={collector}>{page}</HeadCollectorProvider>);
    document.head.insertAdjacentHTML('beforeend', collector.jsonLdTags());
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = html;
    expect(headBlocks()).toEqual([product('Salmon & Rice'), breadcrumbList]);
    const consoleError = jest.spyOn(console, 'error');
    const recoverableErrors: unknown[] = [];

    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, page, { onRecoverableError: (error) => recoverableErrors.push(error) });
    });

    expect(headBlocks()).toEqual([product('Salmon & Rice'), breadcrumbList]);
    expect(document.head.querySelectorAll('script[data-json-ld="server"]')).toHaveLength(0);
    expect(container.innerHTML).toBe(html);
    expect(recoverableErrors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();

    act(() => root?.unmount());
    expect(headBlocks()).toEqual([]);
    container.remove();
    consoleError.mockRestore();
  });
});
