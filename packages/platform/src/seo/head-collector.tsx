import { createContext, type ReactNode, useContext } from 'react';
import { scriptSafeJson } from '../html/script-safe-json';

/**
 * The `data-json-ld` value of the tags a server writes into <head>. The browser's first JsonLd effect
 * replaces them with its own, so a page never carries the same block twice.
 */
export const SERVER_JSON_LD = 'server';

/**
 * What a server render learns about the page's <head> beyond what React hoists itself (title, meta,
 * link): the JSON-LD blocks, which React cannot move out of the body.
 */
export interface HeadCollector {
  /** The structured-data blocks rendered so far, in render order. */
  readonly jsonLd: object[];
  /** Called by JsonLd while it renders; `key` (its useId) keeps a block rendered twice from counting twice. */
  addJsonLd(key: string, data: object): void;
  /** The collected blocks as `<script type="application/ld+json" data-json-ld="server">` tags for <head>. */
  jsonLdTags(): string;
}

/** One collector per server render (per request): read it after the whole page has rendered. */
export function createHeadCollector(): HeadCollector {
  const blocks = new Map<string, object>();
  return {
    get jsonLd() {
      return [...blocks.values()];
    },
    addJsonLd(key, data) {
      blocks.set(key, data);
    },
    jsonLdTags() {
      return [...blocks.values()]
        .map((data) => `<script type="application/ld+json" data-json-ld="${SERVER_JSON_LD}">${scriptSafeJson(data)}</script>`)
        .join('');
    },
  };
}

const HeadCollectorContext = createContext<HeadCollector | null>(null);

export interface HeadCollectorProviderProps {
  collector: HeadCollector;
  children: ReactNode;
}

/** Wraps a server render so the page's JsonLd blocks reach `collector`; the browser renders without it. */
export function HeadCollectorProvider({ collector, children }: HeadCollectorProviderProps) {
  return <HeadCollectorContext.Provider value={collector}>{children}</HeadCollectorContext.Provider>;
}

/** The server render's collector, or null in the browser. */
export function useHeadCollector(): HeadCollector | null {
  return useContext(HeadCollectorContext);
}
