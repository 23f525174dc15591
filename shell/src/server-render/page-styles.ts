import type { EmotionCache } from '@emotion/cache';
import { createStyleCache } from '@gentlebowl/platform';

/** The styles of one inserting call: a component's class with the keyframes it uses (one chain,
 * as emotion inserts them), or one Global component's styles. */
interface InsertedStyles {
  global: boolean;
  /** The class name's hash first, then its keyframes' names. */
  names: string[];
  rules: string[];
}

/** Class names in the markup: emotion names a component's class `<key>-<hash>`. */
function classNamesIn(markup: string, key: string): Set<string> {
  const names = new Set<string>();
  const className = new RegExp(`\\b${key}-([\\w-]+)`, 'g');
  for (let match = className.exec(markup); match; match = className.exec(markup)) names.add(match[1] as string);
  return names;
}

export interface PageStyles {
  /** For the page's CacheProvider. */
  cache: EmotionCache;
  /**
   * The style elements of the styles the rendered markup uses, for the head, in the order they were
   * first used: each run of component styles in one element that names all their classes
   * (`data-emotion="css 1x 2y 3z"`), as emotion's own server extraction writes them, and each global
   * style in its own element (`data-emotion="css-global 4w"`), which its component looks up in the
   * browser. The browser's emotion cache takes these over instead of inserting the rules again.
   */
  styleElements(markup: string): string;
}

/**
 * An emotion cache for one server render that keeps the page's styles beside the markup instead of
 * in it. Emotion's default on the server writes a <style> element before every element whose class
 * is new, which React renders and encodes with the page, and which then has to be found and moved
 * to the head; in compat mode (the mode @emotion/server reads) it keeps each class's rules in the
 * cache instead, and its Insertion components render nothing. Styles of parts React rendered but
 * left out of the page (a Suspense fallback it prepares while the content renders) are left out
 * too: only classes the markup names are sent.
 */
export function createPageStyles(key = 'css'): PageStyles {
  const cache = createStyleCache(key);
  cache.compat = true;
  const inserted: InsertedStyles[] = [];
  const insert = cache.insert;
  /** The keyframes emotion inserts next after a component's class, which belong to that class. */
  let expectedNext: unknown;
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    const result = insert(selector, serialized, sheet, shouldCache);
    const rules = cache.inserted[serialized.name];
    if (typeof rules === 'string') {
      // A chain follows its class (emotion inserts a component's keyframes right after it), so they
      // share its element; a Global's styles come alone, without a selector.
      const last = inserted[inserted.length - 1];
      if (selector === '' && serialized === expectedNext && last && !last.global) {
        last.names.push(serialized.name);
        last.rules.push(rules);
      } else {
        inserted.push({ global: selector === '', names: [serialized.name], rules: [rules] });
      }
    }
    expectedNext = serialized.next;
    return result;
  };

  return {
    cache,
    styleElements(markup) {
      const used = classNamesIn(markup, key);
      const elements: string[] = [];
      /** The run of component styles being gathered into one element. */
      let names: string[] = [];
      let rules: string[] = [];
      const endRun = () => {
        if (names.length > 0) elements.push(`<style data-emotion="${key} ${names.join(' ')}">${rules.join('')}</style>`);
        names = [];
        rules = [];
      };
      for (const styles of inserted) {
        if (styles.global) {
          endRun();
          elements.push(`<style data-emotion="${key}-global ${styles.names.join(' ')}">${styles.rules.join('')}</style>`);
        } else if (used.has(styles.names[0] as string) && styles.rules.some((rule) => rule !== '')) {
          // As emotion's own server rendering: a class without rules gets no element.
          names.push(...styles.names);
          rules.push(...styles.rules);
        }
      }
      endRun();
      return elements.join('');
    },
  };
}
