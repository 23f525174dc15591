/** @jest-environment jsdom */
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { startAfterFirstPaintScript, startEntriesAfterFirstPaint } from './start-after-first-paint-plugin.mjs';

const tag = HtmlWebpackPlugin.createHtmlTagObject;

describe('startEntriesAfterFirstPaint', () => {
  it('turns the entry scripts into low-priority preloads, first, and one inline starter, last, keeping other tags', () => {
    const startupPreload = tag('link', { rel: 'preload', as: 'script', fetchpriority: 'low', href: '/42.def.js' });
    const tags = startEntriesAfterFirstPaint([tag('script', { defer: true, src: '/main.abc.js' }), startupPreload]);

    expect(tags.map((each) => [each.tagName, each.attributes])).toEqual([
      ['link', { rel: 'preload', as: 'script', fetchpriority: 'low', href: '/main.abc.js' }],
      ['link', { rel: 'preload', as: 'script', fetchpriority: 'low', href: '/42.def.js' }],
      ['script', {}],
    ]);
    expect(tags[2]?.innerHTML).toBe(startAfterFirstPaintScript(['/main.abc.js']));
  });

  it('leaves a page without entry scripts as it is', () => {
    const tags = [tag('script', { type: 'application/json' }, '[]')];
    expect(startEntriesAfterFirstPaint(tags)).toBe(tags);
  });
});

describe('startAfterFirstPaintScript', () => {
  const frames: FrameRequestCallback[] = [];
  beforeEach(() => {
    jest.useFakeTimers();
    frames.length = 0;
    window.requestAnimationFrame = (callback) => frames.push(callback);
  });
  afterEach(() => {
    jest.useRealTimers();
    document.head.replaceChildren();
    Reflect.deleteProperty(document, 'readyState');
  });

  const runFrames = () => {
    for (const frame of frames.splice(0)) frame(performance.now());
  };

  const addedScripts = () =>
    [...document.head.querySelectorAll('script[src]')].map((script) => [script.getAttribute('src'), (script as HTMLScriptElement).async]);

  it('adds the entry scripts, in order and executed in order, only in the task after the next frame', () => {
    new Function(startAfterFirstPaintScript(['/main.abc.js', '/second.def.js']))();
    expect(addedScripts()).toEqual([]);

    runFrames();
    expect(addedScripts()).toEqual([]);

    jest.runOnlyPendingTimers();
    expect(addedScripts()).toEqual([
      ['/main.abc.js', false],
      ['/second.def.js', false],
    ]);
  });

  it('waits for the document to be parsed first, as a deferred script would', () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    new Function(startAfterFirstPaintScript(['/main.abc.js']))();
    expect(frames).toHaveLength(0);

    document.dispatchEvent(new Event('DOMContentLoaded'));
    runFrames();
    jest.runOnlyPendingTimers();
    expect(addedScripts()).toEqual([['/main.abc.js', false]]);
  });
});
