/** @jest-environment jsdom */
import { STARTUP_LINKS_ATTRIBUTE } from '@gentlebowl/contracts';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { startAfterLoadScript, startEntriesAfterLoad } from './start-after-load-plugin.mjs';

const tag = HtmlWebpackPlugin.createHtmlTagObject;

describe('startEntriesAfterLoad', () => {
  it('puts the scripts\' preloads in a startup template, first, and the entries in one inline starter, last, keeping other tags', () => {
    const startupPreload = tag('link', { rel: 'preload', as: 'script', fetchpriority: 'low', href: '/42.def.js' });
    const data = tag('script', { type: 'application/json' }, '[]');
    const tags = startEntriesAfterLoad([tag('script', { defer: true, src: '/main.abc.js' }), startupPreload, data], STARTUP_LINKS_ATTRIBUTE);

    expect(tags.map((each) => [each.tagName, each.attributes])).toEqual([
      ['template', { [STARTUP_LINKS_ATTRIBUTE]: true }],
      ['script', { type: 'application/json' }],
      ['script', {}],
    ]);
    expect(tags[0]?.innerHTML).toBe('<link rel="preload" as="script" fetchpriority="low" href="/42.def.js">');
    expect(tags[2]?.innerHTML).toBe(startAfterLoadScript(['/main.abc.js'], STARTUP_LINKS_ATTRIBUTE));
  });

  it('leaves a page without entry scripts as it is', () => {
    const tags = [tag('script', { type: 'application/json' }, '[]')];
    expect(startEntriesAfterLoad(tags, STARTUP_LINKS_ATTRIBUTE)).toBe(tags);
  });
});

describe('startAfterLoadScript', () => {
  const frames: FrameRequestCallback[] = [];
  let readyState: DocumentReadyState;
  beforeEach(() => {
    jest.useFakeTimers();
    frames.length = 0;
    window.requestAnimationFrame = (callback) => frames.push(callback);
    readyState = 'interactive';
    Object.defineProperty(document, 'readyState', { get: () => readyState, configurable: true });
  });
  afterEach(() => {
    jest.useRealTimers();
    document.head.replaceChildren();
    document.body.replaceChildren();
    Reflect.deleteProperty(document, 'readyState');
  });

  const runFrames = () => {
    for (const frame of frames.splice(0)) frame(performance.now());
  };

  const addedScripts = () =>
    [...document.head.querySelectorAll('script[src]')].map((script) => [script.getAttribute('src'), (script as HTMLScriptElement).async]);
  const addedPreloads = () => [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => link.getAttribute('href'));

  /** A page whose startup template holds one script's preload. */
  const withStartupTemplate = () => {
    const template = document.createElement('template');
    template.setAttribute(STARTUP_LINKS_ATTRIBUTE, '');
    template.innerHTML = '<link rel="preload" as="script" fetchpriority="low" href="/42.def.js">';
    document.body.append(template);
  };

  const loaded = () => {
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
  };

  it('adds the preloads, then the entry scripts in order and executed in order, only in the task after the frame after the load', () => {
    withStartupTemplate();
    new Function(startAfterLoadScript(['/main.abc.js', '/second.def.js'], STARTUP_LINKS_ATTRIBUTE))();
    runFrames();
    jest.runOnlyPendingTimers();
    expect(addedScripts()).toEqual([]);
    expect(addedPreloads()).toEqual([]);

    loaded();
    runFrames();
    expect(addedScripts()).toEqual([]);

    jest.runOnlyPendingTimers();
    expect(addedPreloads()).toEqual(['/42.def.js']);
    expect(addedScripts()).toEqual([
      ['/main.abc.js', false],
      ['/second.def.js', false],
    ]);
  });

  it('starts on a page that had loaded already, after a frame', () => {
    readyState = 'complete';
    new Function(startAfterLoadScript(['/main.abc.js'], STARTUP_LINKS_ATTRIBUTE))();
    runFrames();
    jest.runOnlyPendingTimers();
    expect(addedScripts()).toEqual([['/main.abc.js', false]]);
  });

  it("starts at the visitor's first tap, key or focus before the load, once, and not again at the load", () => {
    withStartupTemplate();
    new Function(startAfterLoadScript(['/main.abc.js'], STARTUP_LINKS_ATTRIBUTE))();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(addedScripts()).toEqual([['/main.abc.js', false]]);
    expect(addedPreloads()).toEqual(['/42.def.js']);

    window.dispatchEvent(new KeyboardEvent('keydown'));
    loaded();
    runFrames();
    jest.runOnlyPendingTimers();
    expect(addedScripts()).toEqual([['/main.abc.js', false]]);
    expect(addedPreloads()).toEqual(['/42.def.js']);
  });

  it('waits for the document to be parsed before it starts, even on an interaction, as a deferred script would', () => {
    readyState = 'loading';
    new Function(startAfterLoadScript(['/main.abc.js'], STARTUP_LINKS_ATTRIBUTE))();
    window.dispatchEvent(new FocusEvent('focusin'));
    expect(addedScripts()).toEqual([]);

    readyState = 'interactive';
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(addedScripts()).toEqual([['/main.abc.js', false]]);
  });
});
