import { preloadStartupScripts, STARTUP_SCRIPTS_ELEMENT_ID } from './preload-startup-scripts';

function pageListing(text: string): Document {
  const page = document.implementation.createHTMLDocument('page');
  const list = page.createElement('script');
  list.type = 'application/json';
  list.id = STARTUP_SCRIPTS_ELEMENT_ID;
  list.textContent = text;
  page.head.append(list);
  return page;
}

const preloads = (page: Document) =>
  [...page.head.querySelectorAll('link[rel="preload"][fetchpriority="low"]')].map((link) => [
    link.getAttribute('as'),
    link.getAttribute('href'),
  ]);

describe('preloadStartupScripts', () => {
  it('adds a low-priority script preload for every listed file, in order', () => {
    const page = pageListing('["/470.abc.js","/450.def.js"]');
    preloadStartupScripts(page);
    expect(preloads(page)).toEqual([
      ['script', '/470.abc.js'],
      ['script', '/450.def.js'],
    ]);
  });

  it('preloads nothing for a page without a list, a list that is not JSON, or entries that are not addresses', () => {
    const withoutList = document.implementation.createHTMLDocument('page');
    preloadStartupScripts(withoutList);
    expect(preloads(withoutList)).toEqual([]);
    const broken = pageListing('["/470.abc.js"');
    preloadStartupScripts(broken);
    expect(preloads(broken)).toEqual([]);
    const odd = pageListing('[42, "/ok.js", null]');
    preloadStartupScripts(odd);
    expect(preloads(odd)).toEqual([['script', '/ok.js']]);
  });
});
