import { serializeStyles } from '@emotion/serialize';
import type { CreateStyled } from '@emotion/styled';
import type createStyledBase from '@emotion/styled/base';

type CreateStyledBase = typeof createStyledBase;

/** What emotion hands a styled component's style function: the component's props and the theme. */
type StyleProps = Record<string, unknown> & { theme?: unknown };
type StyleFunction = (props: StyleProps) => unknown;

/** A style function's CSS is kept for this many different prop values, per theme, at most. */
const MOST_KEPT_PER_STYLE = 64;

/**
 * The CSS emotion writes for one interpolation of a component's styles, and the keyframes it names
 * (`next`). Not `serializeStyles([style])`: given a single `css` result, that hands it back as it
 * is, without the `;` emotion adds when it interpolates one, which would change the class's hash.
 */
function cssOf(style: unknown, props?: StyleProps) {
  return serializeStyles(['', style as never], undefined, props);
}

/** The key of the props a style read, when each is a string, number, boolean or absent; otherwise
 * none (an object may change without changing its identity). */
function keyOf(props: StyleProps, names: readonly string[]): string | undefined {
  let key = '';
  for (const name of names) {
    const value = props[name];
    if (value !== null && (typeof value === 'object' || typeof value === 'function')) return undefined;
    key += `${typeof value}:${String(value)}\u0000`;
  }
  return key;
}

/**
 * A styled component's style function that works its CSS out once for each theme and each value of
 * the props it reads, and then hands emotion that CSS instead of a style object to write out again:
 * a CPU profile of uncached server renders put emotion's serialization at 12-15% of a render.
 *
 * It learns which props the function reads by watching it (a function of its props and theme
 * alone, as emotion's style functions are). The CSS is emotion's own (`serializeStyles`), so the
 * class names and rules are the ones the browser works out. A function whose CSS names keyframes
 * (emotion inserts those beside the class) or that lists its props is always run as it is.
 */
export function memoizedStyle(style: StyleFunction): StyleFunction {
  const keptByTheme = new WeakMap<object, Map<string, string>>();
  /** Every prop besides the theme the function has read in any run. */
  let readNames: readonly string[] = [];
  let memoizable = true;

  return (props) => {
    const theme = props.theme;
    if (!memoizable || typeof theme !== 'object' || theme === null) return style(props);
    const kept = keptByTheme.get(theme);
    const key = keyOf(props, readNames);
    const css = key === undefined ? undefined : kept?.get(key);
    if (css !== undefined) return css;

    const read = new Set<string>();
    let listed = false;
    const watched = new Proxy(props, {
      get(target, name, receiver) {
        if (typeof name === 'string' && name !== 'theme') read.add(name);
        return Reflect.get(target, name, receiver);
      },
      has(target, name) {
        if (typeof name === 'string' && name !== 'theme') read.add(name);
        return Reflect.has(target, name);
      },
      ownKeys(target) {
        listed = true;
        return Reflect.ownKeys(target);
      },
    });
    const result = style(watched);
    const serialized = cssOf(result, props);
    if (listed || serialized.next !== undefined) {
      memoizable = false;
      return result;
    }
    const unread = [...read].filter((name) => !readNames.includes(name));
    if (unread.length > 0) readNames = [...readNames, ...unread];
    const fullKey = keyOf(props, readNames);
    if (fullKey !== undefined) {
      const entries = kept ?? new Map<string, string>();
      if (!kept) keptByTheme.set(theme, entries);
      if (entries.size < MOST_KEPT_PER_STYLE) entries.set(fullKey, serialized.styles);
    }
    return serialized.styles;
  };
}

/** A style object written out as CSS once, when its component is made (unless it names keyframes). */
function writtenOut(style: object): unknown {
  const serialized = cssOf(style);
  return serialized.next === undefined ? serialized.styles : style;
}

/** A component's styles with its objects written out and its functions memoized. */
function memoizedStyles(styles: unknown[]): unknown[] {
  // A tagged template (styled.div`…`) is strings with interpolations between them: left as it is.
  if (Array.isArray(styles[0]) && 'raw' in styles[0]) return styles;
  return styles.map((style) => {
    if (typeof style === 'function') return memoizedStyle(style as StyleFunction);
    // A `css` result is written out already (and emotion hands a lone one on as it is).
    if (typeof style === 'object' && style !== null && !Array.isArray(style) && !('styles' in style)) return writtenOut(style);
    return style;
  });
}

/** A name `styled.<name>` makes an element's shorthand for: emotion's are the HTML and SVG elements. */
const ELEMENT_NAME = /^[a-z][a-zA-Z0-9]*$/;
const NOT_ELEMENTS = new Set(['default', 'then']);

/**
 * emotion's `styled`, whose components memoize their style functions (see memoizedStyle). The
 * server renderer's build uses it for `@emotion/styled`; the browser keeps emotion's own.
 */
export function withMemoizedStyles(createStyled: CreateStyledBase): CreateStyled {
  const styled = ((tag: Parameters<CreateStyledBase>[0], options?: Parameters<CreateStyledBase>[1]) => {
    const create = createStyled(tag, options) as (...styles: unknown[]) => unknown;
    return (...styles: unknown[]) => create(...memoizedStyles(styles));
  }) as CreateStyled;
  // `styled.div` and the other elements' shorthands.
  return new Proxy(styled, {
    get(target, name, receiver) {
      if (typeof name === 'string' && ELEMENT_NAME.test(name) && !NOT_ELEMENTS.has(name) && !(name in target)) {
        return target(name as never);
      }
      return Reflect.get(target, name, receiver);
    },
  });
}
