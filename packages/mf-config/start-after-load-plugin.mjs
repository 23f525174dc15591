import HtmlWebpackPlugin from 'html-webpack-plugin';
import { htmlTagObjectToString } from 'html-webpack-plugin/lib/html-tags.js';

const PLUGIN_NAME = 'StartAfterLoadPlugin';

/** The visitor's first interactions that start the scripts at once instead of after the load. */
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin'];

/**
 * The inline script that starts the page's scripts once the page has loaded (its styles, fonts and
 * images in: the `load` event), a frame painted and a task later, or at the visitor's first
 * interaction (a tap, a key, focus) if that comes first, though never before the document is parsed
 * (the entry expects all of it, as a deferred script would). To start, it adds the links of the
 * page's startup templates (the scripts' preloads, see contracts' startup-links.ts) to the head,
 * then the entry scripts, in order. In a tab opened in the background, frames wait until the tab is
 * shown, and so does the start.
 * @param {string[]} sources  the entry scripts' addresses
 * @param {string} linksAttribute  the attribute of the page's startup templates
 */
export function startAfterLoadScript(sources, linksAttribute) {
  return (
    `(function(){var sources=${JSON.stringify(sources)},interactions=${JSON.stringify(INTERACTIONS)},started=false;` +
    'function start(){if(started){return;}started=true;' +
    'interactions.forEach(function(type){removeEventListener(type,startNow,true);});' +
    `document.querySelectorAll('template[${linksAttribute}]').forEach(function(links){document.head.appendChild(links.content.cloneNode(true));});` +
    "sources.forEach(function(src){var script=document.createElement('script');script.src=src;script.async=false;document.head.appendChild(script);});}" +
    "function startNow(){if(document.readyState==='loading'){document.addEventListener('DOMContentLoaded',start);}else{start();}}" +
    'function afterPaint(){requestAnimationFrame(function(){setTimeout(start);});}' +
    'interactions.forEach(function(type){addEventListener(type,startNow,{capture:true,passive:true});});' +
    "if(document.readyState==='complete'){afterPaint();}else{addEventListener('load',afterPaint);}})();"
  );
}

const isScriptPreload = (tag) => tag.tagName === 'link' && tag.attributes.rel === 'preload' && tag.attributes.as === 'script';

/**
 * The page's script tags with the entry scripts (tags with a `src`) and the scripts' preload links
 * taken out: the preloads go into a startup template, the entries into the inline starter, last.
 * Other tags are kept, in order.
 * @param {import('html-webpack-plugin').HtmlTagObject[]} scripts  html-webpack-plugin's script tags
 * @param {string} linksAttribute  the attribute of the page's startup templates
 */
export function startEntriesAfterLoad(scripts, linksAttribute) {
  const entries = scripts.filter((tag) => tag.tagName === 'script' && tag.attributes.src);
  if (entries.length === 0) return scripts;
  const preloads = scripts.filter(isScriptPreload);
  const template = HtmlWebpackPlugin.createHtmlTagObject(
    'template',
    { [linksAttribute]: true },
    preloads.map((tag) => htmlTagObjectToString(tag, false)).join(''),
  );
  return [
    ...(preloads.length > 0 ? [template] : []),
    ...scripts.filter((tag) => !entries.includes(tag) && !preloads.includes(tag)),
    HtmlWebpackPlugin.createHtmlTagObject('script', {}, startAfterLoadScript(entries.map((tag) => tag.attributes.src), linksAttribute)),
  ];
}

/**
 * Starts the page's scripts after the page has loaded (or at the first interaction) instead of as
 * deferred scripts. The page works without them, so nothing it shows should wait for them or share
 * the network with them: a deferred script runs as soon as the document is parsed, before the
 * browser has painted it whenever the script arrived first, and preloads in the head download
 * beside the page's images and fonts. Their preloads (StartupPreloadPlugin's) wait in a startup
 * template (the attribute the shell's server marks its own with: contracts' STARTUP_LINKS_ATTRIBUTE)
 * and are added when the scripts start, so they still download together instead of one import at a
 * time. The inline script is allowed by the content security policy's hash of the
 * page's inline scripts.
 */
export class StartAfterLoadPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tapPromise(PLUGIN_NAME, async (data) => {
        // Read as a page is built (contracts is built before any frontend), not as the factory loads.
        const { STARTUP_LINKS_ATTRIBUTE } = await import('@gentlebowl/contracts');
        data.assetTags.scripts = startEntriesAfterLoad(data.assetTags.scripts, STARTUP_LINKS_ATTRIBUTE);
        return data;
      });
    });
  }
}
