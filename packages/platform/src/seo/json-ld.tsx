import { useEffect, useId } from 'react';
import { scriptSafeJson } from '../html/script-safe-json';
import { SERVER_JSON_LD, useHeadCollector } from './head-collector';

export interface JsonLdProps {
  /** A schema.org object; it is serialised here, so escaping is never skipped. */
  data: object;
}

/**
 * One structured-data block in the page's <head>, the only way the site writes JSON-LD. React hoists
 * <title>, <meta> and <link> but not inline scripts, and a script in the body would have to stay there
 * through hydration, so this renders nothing: on the server it hands its data to the HeadCollector, and
 * the server writes the tags into <head>; in the browser an effect keeps its own tag in document.head,
 * in step with `data`, until it unmounts. Its first effect removes the server's tags, which the page's
 * JsonLd blocks then stand in for.
 */
export function JsonLd({ data }: JsonLdProps) {
  const key = useId();
  const collector = useHeadCollector();
  const json = scriptSafeJson(data);
  collector?.addJsonLd(key, data);

  useEffect(() => {
    for (const serverTag of document.head.querySelectorAll(`script[data-json-ld="${SERVER_JSON_LD}"]`)) {
      serverTag.remove();
    }
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.jsonLd = key;
    script.textContent = json;
    document.head.append(script);
    return () => script.remove();
  }, [key, json]);

  return null;
}
