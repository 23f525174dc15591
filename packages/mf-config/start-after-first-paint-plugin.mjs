import HtmlWebpackPlugin from 'html-webpack-plugin';

const PLUGIN_NAME = 'StartAfterFirstPaintPlugin';

/**
 * The inline script that runs the entry scripts once the whole page has been painted: when the
 * document is parsed (the entry expects all of it, as a deferred script would), a frame callback,
 * then a task (which follows that frame's paint), then the scripts, in order. In a tab opened in
 * the background, frames wait until the tab is shown, and so does startup.
 * @param {string[]} sources  the entry scripts' addresses
 */
export function startAfterFirstPaintScript(sources) {
  return (
    `(function(){var sources=${JSON.stringify(sources)};` +
    'function run(){sources.forEach(function(src){' +
    "var script=document.createElement('script');script.src=src;script.async=false;document.head.appendChild(script);});}" +
    'function afterPaint(){requestAnimationFrame(function(){setTimeout(run);});}' +
    "if(document.readyState==='loading'){document.addEventListener('DOMContentLoaded',afterPaint);}else{afterPaint();}})();"
  );
}

/**
 * The page's script tags with the entry scripts (tags with a `src`) replaced by low-priority preload
 * links, first (the entry is the first script the page runs), and the inline script that runs them
 * after the first paint, last; other tags kept between, in order.
 * @param {import('html-webpack-plugin').HtmlTagObject[]} scripts  html-webpack-plugin's script tags
 */
export function startEntriesAfterFirstPaint(scripts) {
  const entries = scripts.filter((tag) => tag.tagName === 'script' && tag.attributes.src);
  if (entries.length === 0) return scripts;
  const sources = entries.map((tag) => tag.attributes.src);
  return [
    ...sources.map((href) => HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', fetchpriority: 'low', href })),
    ...scripts.filter((tag) => !entries.includes(tag)),
    HtmlWebpackPlugin.createHtmlTagObject('script', {}, startAfterFirstPaintScript(sources)),
  ];
}

/**
 * Runs the page's entry scripts after its first paint instead of as deferred scripts. A deferred
 * script runs as soon as the document is parsed, before the browser has painted it whenever the
 * script arrived first: the server-rendered page, its main image included, then waits for the
 * federation runtime's start-up. The scripts still download from the start (low-priority preload
 * links, as deferred scripts are fetched), and the page is complete and readable before they run.
 * The inline script is allowed by the content security policy's hash of the page's inline scripts.
 */
export class StartAfterFirstPaintPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap(PLUGIN_NAME, (data) => {
        data.assetTags.scripts = startEntriesAfterFirstPaint(data.assetTags.scripts);
        return data;
      });
    });
  }
}
