/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { createHeadCollector, HeadCollectorProvider } from './head-collector';
import { JsonLd } from './json-ld';

const faqPage = { '@context': 'https://schema.org', '@type': 'FAQPage', name: 'Sensitive Stomach FAQ' };
const breadcrumbList = { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: [] };

describe('JsonLd in a server render', () => {
  it('hands every block to the collector in render order and renders nothing in the body', () => {
    const collector = createHeadCollector();
    const html = renderToString(
      <HeadCollectorProvider collector={collector}>
        <main>
          <h1>Sensitive Stomach FAQ</h1>
          <JsonLd data={faqPage} />
        </main>
        <JsonLd data={breadcrumbList} />
      </HeadCollectorProvider>,
    );

    expect(html).toBe('<main><h1>Sensitive Stomach FAQ</h1></main>');
    expect(collector.jsonLd).toEqual([faqPage, breadcrumbList]);
    expect(collector.jsonLdTags()).toBe(
      `<script type="application/ld+json" data-json-ld="server">${JSON.stringify(faqPage)}</script>` +
        `<script type="application/ld+json" data-json-ld="server">${JSON.stringify(breadcrumbList)}</script>`,
    );
  });

  it('escapes the data so no value can close the script element or open a comment in it', () => {
    const name = '</script><script>alert(1)</script><!-- Chicken & Rice';
    const collector = createHeadCollector();
    renderToString(
      <HeadCollectorProvider collector={collector}>
        <JsonLd data={{ '@type': 'Recipe', name }} />
      </HeadCollectorProvider>,
    );

    const tags = collector.jsonLdTags();
    expect(tags.match(/<\/script/gi)).toHaveLength(1);
    expect(tags).not.toContain('<!--');
    const json = /^<script[^>]*>(.*)<\/script>$/.exec(tags)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual({ '@type': 'Recipe', name });
  });

  it('collects nothing, and needs no document, when the render has no collector', () => {
    expect(renderToString(<JsonLd data={faqPage} />)).toBe('');
    expect(createHeadCollector().jsonLdTags()).toBe('');
  });
});
