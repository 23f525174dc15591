import { FIGURE_RANGE } from '@gentlebowl/contracts';
import type { Locator, Page } from '@playwright/test';
import { coveredByFloatingControls, FINDER_TIP, pageShareOfWindow } from '../support/floating-controls';
import { resultsAddress } from '../support/food-selector';
import { notifications, scrollToOffset, withConsentDecided } from '../support/site';
import { expect, test } from '../support/test';

// What a careful look at the pages found wrong once, held here: none of it is a matter of taste, and
// none of it shows in the DOM without a browser's layout.

const PHONE = { width: 390, height: 844 };
/** The phone of the audit of issue 45. */
const WIDE_PHONE = { width: 412, height: 915 };
const DESKTOP = { width: 1280, height: 800 };

/** How many lines the text of `element` takes, or only its first piece of text that contains
 * `part` (0 when none does). */
function linesOf(element: Locator, part?: string): Promise<number> {
  return element.evaluate((node, part) => {
    const range = document.createRange();
    if (part === undefined) range.selectNodeContents(node);
    else {
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      let text = walker.nextNode();
      while (text && !text.textContent?.includes(part)) text = walker.nextNode();
      if (!text) return 0;
      range.selectNodeContents(text);
    }
    return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
  }, part);
}

/** Each word of `element`'s text with the tops of the lines it stands on (two or more when broken). */
function wordLines(element: Locator): Promise<{ word: string; tops: number[] }[]> {
  return element.evaluate((node) => {
    const words: { word: string; tops: number[] }[] = [];
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      for (const word of (text.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, word.index);
        range.setEnd(text, word.index + word[0].length);
        const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        words.push({ word: word[0], tops: [...tops] });
      }
    }
    return words;
  });
}

/** The words of `element`'s text that the layout breaks across lines. */
async function brokenWords(element: Locator): Promise<string[]> {
  return (await wordLines(element)).filter(({ tops }) => tops.length > 1).map(({ word }) => word);
}

/** How many words of `element`'s text start on each of its lines, top to bottom. */
async function wordsPerLine(element: Locator): Promise<number[]> {
  const perLine = new Map<number, number>();
  for (const { tops } of await wordLines(element)) {
    const [top] = tops;
    if (top !== undefined) perLine.set(top, (perLine.get(top) ?? 0) + 1);
  }
  return [...perLine].sort(([a], [b]) => a - b).map(([, count]) => count);
}

/** The space above each shown paragraph that follows another in the page's main content, in px. */
function paragraphGaps(page: Page): Promise<{ paragraph: string; gap: number }[]> {
  return page.locator('main p + p').evaluateAll((paragraphs) =>
    paragraphs
      .filter((paragraph) => paragraph.getClientRects().length > 0)
      .map((paragraph) => ({
        paragraph: (paragraph.textContent ?? '').slice(0, 60),
        gap: paragraph.getBoundingClientRect().top - (paragraph.previousElementSibling?.getBoundingClientRect().bottom ?? 0),
      })),
  );
}

/** The visible widths of the icons of the page's notices and alerts. */
function noticeIconWidths(page: Page): Promise<number[]> {
  return page
    .locator('[role="note"] > svg, [role="alert"] > svg')
    .evaluateAll((icons) => icons.map((icon) => icon.getBoundingClientRect().width).filter((width) => width > 0));
}

/** How many of `list`'s items stand on each of its rows, top to bottom. */
function itemsPerRow(list: Locator): Promise<number[]> {
  return list.evaluate((node) => {
    const perRow = new Map<number, number>();
    for (const item of node.children) {
      const top = Math.round(item.getBoundingClientRect().top);
      perRow.set(top, (perRow.get(top) ?? 0) + 1);
    }
    return [...perRow].sort(([a], [b]) => a - b).map(([, count]) => count);
  });
}

test.describe('layout', () => {
  test.beforeEach(async ({ page }) => withConsentDecided(page, true));

  for (const address of ['/food-selector', '/contact', '/dog-food/1']) {
    test(`${address}: a notice's icon keeps its size beside long text on a phone`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto(address);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const widths = await noticeIconWidths(page);
      expect(widths.length).toBeGreaterThan(0);
      expect(widths.every((width) => width === 20), `icon widths ${widths.join(', ')}`).toBe(true);
    });
  }

  for (const address of ['/faq', '/dog-food-guides', '/sensitive-stomach-guide', '/about-us', '/privacy', '/blog/hypoallergenic-dog-food']) {
    test(`${address}: paragraphs stand apart, never run together`, async ({ page }) => {
      await page.goto(address);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const gaps = await paragraphGaps(page);
      expect(gaps.length).toBeGreaterThan(0);
      // Half a line at the least (a notice sets its paragraphs 0.5em apart): none may touch the next.
      expect(gaps.filter(({ gap }) => gap < 6)).toEqual([]);
    });
  }

  for (const viewport of [PHONE, { width: 320, height: 640 }]) {
    test(`the About page's ranking table breaks no word at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/about-us');
      const table = page.getByRole('table', { name: "Points in the Food Selector's ranking" });
      await expect(table.getByRole('row')).not.toHaveCount(0);
      expect(await brokenWords(table)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  }

  for (const [address, name] of [
    ['/', 'Read the Sensitive Stomach Guide'],
    ['/food-selector', null],
  ] as const) {
    test(`${address}: a ${name ? 'button' : 'title'} that wraps on a phone leaves no word alone on its last line`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto(address);
      const element = name ? page.getByRole('link', { name }) : page.getByRole('heading', { level: 1 });
      await expect(element).toBeVisible();
      const words = await wordsPerLine(element);
      expect(words.length, `words per line ${words.join(', ')}`).toBeGreaterThan(1);
      expect(words.at(-1), `words per line ${words.join(', ')}`).toBeGreaterThan(1);
    });
  }

  for (const viewport of [DESKTOP, { width: 820, height: 1000 }]) {
    test(`/faq: at ${viewport.width} px the last row of "Keep Reading" fills the row, leaving no card alone beside a gap`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/faq');
      const list = page.getByRole('region', { name: 'Keep Reading' }).getByRole('list');
      await expect(list.getByRole('listitem')).toHaveCount(5);
      const { right, lastRight, rows } = await list.evaluate((node) => {
        const cards = [...node.children].map((card) => card.getBoundingClientRect());
        const last = cards.at(-1);
        return {
          right: Math.round(node.getBoundingClientRect().right),
          lastRight: Math.round(last?.right ?? 0),
          rows: new Set(cards.map((card) => Math.round(card.top))).size,
        };
      });
      expect(rows).toBeGreaterThan(1);
      expect(lastRight).toBe(right);
    });
  }

  for (const width of [820, 1024]) {
    test(`at ${width} px the header keeps each navigation label and its button on one line`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/privacy');
      const header = page.getByRole('banner');
      const labels = [
        ...(await header.getByRole('navigation', { name: 'Main' }).getByRole('link').all()),
        header.getByRole('link', { name: 'Find Food Now' }),
      ];
      expect(labels).toHaveLength(6);
      for (const label of labels) expect(await linesOf(label), (await label.textContent()) ?? undefined).toBe(1);
    });
  }

  for (const viewport of [PHONE, DESKTOP]) {
    test(`at ${viewport.width} px "not found" looks the same from the shell and from each remote`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const placements: string[] = [];
      for (const address of ['/no-such-page', '/dog-food/999999', '/blog/no-such-post']) {
        await page.goto(address);
        const heading = page.getByRole('heading', { level: 1, name: '404 Page Not Found' });
        const home = page.getByRole('link', { name: 'Return to Homepage' });
        await expect(home).toBeVisible();
        const [title, way] = [await heading.boundingBox(), await home.boundingBox()];
        placements.push(`heading at ${Math.round(title?.y ?? 0)}, ${Math.round(title?.width ?? 0)} wide; button at ${Math.round(way?.y ?? 0)}`);
      }
      expect(new Set(placements).size, placements.join(' | ')).toBe(1);
    });
  }

  for (const width of [820, 1024, 1280]) {
    test(`at ${width} px a set of cards fills its rows evenly, leaving no card alone beside a gap`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const inSection = (title: string) => (page: Page) => page.getByRole('region', { name: title }).locator('ul, dl').first();
      const sections = (titles: string[]) => titles.map((title) => ({ name: `"${title}"`, list: inSection(title) }));
      const guideEntries = (page: Page) => page.getByRole('tabpanel').locator('article').first().locator('xpath=..');
      const sets: Record<string, { name: string; list: (page: Page) => Locator }[]> = {
        '/': sections(['Help for Sensitive Stomachs, Without the Guesswork', 'Latest Articles', 'Free Tools for Everyday Feeding', 'What Dog Owners Are Saying']),
        '/sensitive-stomach-guide': sections(['Recommended Foods for Sensitive Stomachs', 'Related Articles']),
        '/about-us': sections(['Our Values', 'From Our Blog']),
        '/digestive-health-tips': sections(['Ten Tips for Better Digestion']),
        '/sitemap': [{ name: 'the link groups', list: (page) => page.getByRole('region', { name: 'Main Pages' }).locator('xpath=..') }],
        '/dog-food-guides?tab=reading': [{ name: 'the guides', list: guideEntries }],
        '/dog-food-guides?tab=concerns': [{ name: 'the guides', list: guideEntries }],
        '/dog-food-guides?tab=specialty': [{ name: 'the guides', list: guideEntries }],
      };
      const uneven: string[] = [];
      for (const [address, lists] of Object.entries(sets)) {
        await page.goto(address);
        for (const { name, list: listOf } of lists) {
          const list = listOf(page);
          await expect(list.locator(':scope > *').first()).toBeVisible();
          const rows = await itemsPerRow(list);
          if (rows.some((count) => count !== rows[0])) uneven.push(`${address} ${name}: ${rows.join(' + ')}`);
        }
      }
      expect(uneven).toEqual([]);
    });
  }

  test('each recommended food offers one buy action, and "Check with your vet first" is said once a page', async ({ page }) => {
    await page.setViewportSize(WIDE_PHONE);
    await page.goto(resultsAddress());
    // A food is its card and what stands below it in the list.
    const foods = page.getByRole('main').locator('ol > li:has(> article)');
    await expect(foods).toHaveCount(6);
    for (const food of await foods.all()) {
      const name = (await food.getByRole('heading', { level: 3 }).textContent()) ?? '';
      await expect(food.getByRole('link', { name: /^(Buy on|Buy for|Where to Buy|Search for it at) / }), name).toHaveCount(1);
    }
    await expect(page.getByRole('note').filter({ hasText: 'Check with your vet first' })).toHaveCount(1);
  });

  test("on a phone the results' lead never breaks a line inside the budget band", async ({ page }) => {
    const lead = page.getByText(/what you told us and your .* budget, best match first/);
    const splits: string[] = [];
    for (const width of [320, 360, 375, 390, 412]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(resultsAddress());
      await expect(lead).toBeVisible();
      const words = await wordLines(lead);
      const band = words.findIndex(({ word }) => word === '$50');
      const tops = words.slice(band, band + 3).map(({ tops: [top] }) => top);
      expect(words.slice(band, band + 3).map(({ word }) => word)).toEqual(['$50', '-', '$100']);
      if (new Set(tops).size > 1) splits.push(`${width} px`);
    }
    expect(splits, 'widths where "$50 - $100" breaks over two lines').toEqual([]);
  });

  test("the guide's recommended foods have their retailer links on one line", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/sensitive-stomach-guide');
    const links = page.getByRole('link', { name: /^Search for it at / });
    await expect(links).toHaveCount(3);
    const tops = await links.evaluateAll((anchors) => anchors.map((anchor) => Math.round(anchor.getBoundingClientRect().top)));
    expect(new Set(tops).size, `tops ${tops.join(', ')}`).toBe(1);
  });

  test("the catalogue's monthly cost band never breaks across lines", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/dog-foods');
    const costs = page.getByRole('article').locator('p', { hasText: /^Monthly cost:/ });
    await expect(costs.first()).toBeVisible();
    // The band is its own text ('$150 - $200', 'Under $50') after 'Monthly cost: '.
    for (const cost of await costs.all()) expect(await linesOf(cost, '$'), (await cost.textContent()) ?? undefined).toBe(1);
  });

  test('the calorie figures keep their number and unit on one line on a phone', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/tools?weight=50&age=adult&activityLevel=moderate&isNeutered=yes&condition=ideal&foodId=');
    const figures = page.getByRole('region', { name: "Your dog's daily nutritional needs" }).getByRole('definition');
    await expect(figures).toHaveText(['727 kcal', '1164 kcal', '1164 kcal', '3.3 cups']);
    for (const figure of await figures.all()) expect(await linesOf(figure), (await figure.textContent()) ?? undefined).toBe(1);
  });

  test("on a phone the comparison scrolls sideways in its own region rather than squeezing each food's column", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/compare?foods=1,2,3');
    const table = page.getByRole('table');
    const columns = table.locator('thead th[scope="col"]');
    await expect(columns).toHaveCount(3);
    for (const column of await columns.all()) expect((await column.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(160);
    const region = page.getByRole('region', { name: /side by side/ });
    expect(await region.evaluate((scroller) => scroller.scrollWidth > scroller.clientWidth)).toBe(true);

    // Scrolled to the last food, the rows still say what they are.
    const rowHeader = table.getByRole('rowheader').first();
    const before = await rowHeader.boundingBox();
    await region.evaluate((scroller) => scroller.scrollTo({ left: scroller.scrollWidth, behavior: 'instant' }));
    expect((await rowHeader.boundingBox())?.x).toBe(before?.x);
  });

  test('on a phone the comparison says that it scrolls sideways, and scrolls from the keyboard', async ({ page }) => {
    await page.setViewportSize(WIDE_PHONE);
    await page.goto('/compare?foods=1,2,3');
    const region = page.getByRole('region', { name: /side by side/ });
    const hint = page.getByText('Scroll sideways to see every food');
    await expect(hint).toBeVisible();
    // The hint stands above the table and stays in view while the table scrolls.
    expect((await hint.boundingBox())?.y ?? Number.POSITIVE_INFINITY).toBeLessThan((await region.boundingBox())?.y ?? 0);

    await region.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((scroller) => scroller.scrollLeft)).toBeGreaterThan(0);

    // Where the foods fit side by side, nothing scrolls and nothing says so.
    await page.setViewportSize(DESKTOP);
    expect(await region.evaluate((scroller) => scroller.scrollWidth <= scroller.clientWidth)).toBe(true);
    await expect(hint).toBeHidden();
  });

  for (const width of [320, 412, 820, 1280, 1440]) {
    test(`at ${width} px no card of the blog list or of the guides' "Explore More" stands alone on its row`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const lists: Record<string, (page: Page) => Locator> = {
        '/blog': (page) => page.getByRole('main').locator('ul:has(> li > article)'),
        '/dog-food-guides': (page) => page.getByRole('region', { name: 'Explore More' }).getByRole('list'),
      };
      const alone: string[] = [];
      for (const [address, listOf] of Object.entries(lists)) {
        await page.goto(address);
        const list = listOf(page);
        await expect(list.locator(':scope > li').first()).toBeVisible();
        const rows = await itemsPerRow(list);
        // One to a row on a narrow screen is a column, not a card left alone.
        if (rows.includes(1) && rows.some((count) => count > 1)) alone.push(`${address}: ${rows.join(' + ')}`);
      }
      expect(alone).toEqual([]);
    });
  }

  test('the related foods on a product page stand one to a line', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/dog-food/1');
    const foods = page.getByRole('list', { name: 'Related foods' }).getByRole('listitem');
    await expect(foods.first()).toBeVisible();
    const tops = await foods.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(tops.length).toBeGreaterThan(1);
    expect(new Set(tops).size).toBe(tops.length);
  });
});

test.describe('ranges of figures', () => {
  // What the server sends decides this, so the pages load without their scripts: a crawl of every
  // page in a fraction of the time.
  test.use({ javaScriptEnabled: false });
  test.beforeEach(async ({ page }) => withConsentDecided(page, true));

  /** The text of `page` that holds a range of figures ("24-48", "$50 - $100") a line may break inside. */
  function breakableRanges(page: Page): Promise<string[]> {
    return page.evaluate((range) => {
      const pattern = new RegExp(range);
      const breakable: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const holder = text.parentElement;
        if (!holder || holder.closest('script, style, title, option') || !pattern.test(text.textContent ?? '')) continue;
        if (getComputedStyle(holder).whiteSpace !== 'nowrap') breakable.push((text.textContent ?? '').trim());
      }
      return breakable;
    }, FIGURE_RANGE.source);
  }

  /**
   * The ranges kept on one line that touch a word or a figure beside them in the same block
   * ("more than24-48 hours"): the line break written before an `<Unbroken>` that JSX dropped.
   */
  function gluedRanges(page: Page): Promise<string[]> {
    return page.evaluate((range) => {
      const pattern = new RegExp(range);
      const blockOf = (node: Node) => {
        let element = node.parentElement;
        while (element && getComputedStyle(element).display.startsWith('inline')) element = element.parentElement;
        return element;
      };
      const texts: Text[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        if (!text.parentElement?.closest('script, style, title, option')) texts.push(text as Text);
      }
      const glued: string[] = [];
      texts.forEach((text, index) => {
        const own = text.textContent ?? '';
        const holder = text.parentElement;
        if (!holder || getComputedStyle(holder).whiteSpace !== 'nowrap' || !pattern.test(own)) return;
        const neighbour = (at: number) => {
          const next = texts[at];
          return next && blockOf(next) === blockOf(text) ? (next.textContent ?? '') : '';
        };
        const before = neighbour(index - 1);
        const after = neighbour(index + 1);
        const touchesBefore = /[\p{L}\p{N}]$/u.test(before) && /^[\p{L}\p{N}$]/u.test(own);
        const touchesAfter = /[\p{L}\p{N}%]$/u.test(own) && /^[\p{L}\p{N}]/u.test(after);
        if (touchesBefore || touchesAfter) glued.push(`${before.slice(-30)}[${own}]${after.slice(0, 30)}`);
      });
      return glued;
    }, FIGURE_RANGE.source);
  }

  test('never break across lines nor touch the words beside them, on any page of the sitemap or any of its tabs', async ({
    page,
    request,
  }) => {
    // Every product's page and each of its tabs: about a hundred pages.
    test.setTimeout(240_000);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const pages = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, address = '']) => new URL(address).pathname));
    pages.add(resultsAddress());
    const breakable: string[] = [];
    const glued: string[] = [];
    const visited = new Set<string>();
    for (const address of pages) {
      if (visited.has(address)) continue;
      visited.add(address);
      await page.goto(address);
      for (const tab of await page.locator('a[href*="tab="]').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href))) {
        const { pathname, search } = new URL(tab);
        pages.add(`${pathname}${search}`);
      }
      for (const text of await breakableRanges(page)) breakable.push(`${address}: ${text}`);
      for (const text of await gluedRanges(page)) glued.push(`${address}: ${text}`);
    }
    expect(visited.size).toBeGreaterThan(60);
    expect(breakable).toEqual([]);
    expect(glued).toEqual([]);
  });
});

test.describe('the cookie choices', () => {
  /** What makes a button look as it does. */
  const looks = (button: Locator) =>
    button.evaluate((element) => {
      const style = getComputedStyle(element);
      return { background: style.backgroundColor, color: style.color, border: style.borderColor, weight: style.fontWeight };
    });

  test('refusing looks exactly like accepting, on the banner and in the settings', async ({ page }) => {
    await page.goto('/privacy');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    expect(await looks(banner.getByRole('button', { name: 'Reject non-essential' }))).toEqual(
      await looks(banner.getByRole('button', { name: 'Accept all' })),
    );

    await banner.getByRole('button', { name: 'Cookie settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Cookie settings' });
    await expect(settings).toBeVisible();
    expect(await looks(settings.getByRole('button', { name: 'Reject non-essential' }))).toEqual(
      await looks(settings.getByRole('button', { name: 'Accept all' })),
    );
  });

  test('on a phone the banner leaves most of the screen to the page, and breaks no word of its answers', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/privacy');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    const height = (await banner.boundingBox())?.height ?? Number.POSITIVE_INFINITY;
    expect(height, `banner height ${height}px`).toBeLessThanOrEqual(PHONE.height / 3);
    // Both answers on one line, side by side: neither is the page's suggestion.
    const reject = await banner.getByRole('button', { name: 'Reject non-essential' }).boundingBox();
    const accept = await banner.getByRole('button', { name: 'Accept all' }).boundingBox();
    expect(reject?.y).toBe(accept?.y);
    expect(reject?.height).toBe(accept?.height);
    expect(await linesOf(banner.getByRole('button', { name: 'Reject non-essential' }), 'non-essential')).toBe(1);
    for (const button of await banner.getByRole('button').all()) {
      expect(await button.evaluate((element) => element.scrollWidth <= element.clientWidth), (await button.textContent()) ?? undefined).toBe(true);
    }
  });
});

test.describe('what floats over the page', () => {
  const finder = (page: Page) => page.getByRole('link', { name: 'Find Perfect Food' });

  test.describe('with a toast showing', () => {
    test.beforeEach(async ({ page }) => withConsentDecided(page, true));

    // Pages that show a toast on arrival, as they come back from a form sent without scripts: the
    // home page's body text, the calorie calculator's options, the contact page's side column.
    const pagesWithToast = [
      { address: '/?subscribed', toast: 'Subscription successful!' },
      { address: '/tools?weight=50&age=adult&activityLevel=moderate&isNeutered=yes&condition=ideal&foodId=', toast: 'Calculation Complete' },
      { address: '/contact?sent', toast: 'Message Sent!' },
    ];
    for (const viewport of [
      { width: 320, height: 640 },
      { width: 412, height: 915 },
      { width: 820, height: 1180 },
      { width: 1280, height: 800 },
      { width: 1440, height: 900 },
    ]) {
      for (const { address, toast } of pagesWithToast) {
        test(`at ${viewport.width} px the floating controls cover no text or control of ${address.split('?')[0]}, nor each other, from its top to its end`, async ({
          page,
        }) => {
          // A scan of a long page, screen by screen.
          test.setTimeout(120_000);
          await page.setViewportSize(viewport);
          // The toast comes once the page's scripts have taken it over, and lasts 5 seconds: it is caught
          // as it shows, as a person would, not once the last picture of the page has arrived.
          await page.goto(address, { waitUntil: 'domcontentloaded' });
          const notice = notifications(page).getByRole('listitem');
          await expect(notice).toContainText(toast, { timeout: 30_000 });
          // F8 takes the keyboard to the notifications, which holds the toast there while it is read.
          await page.keyboard.press('F8');
          await expect(notifications(page)).toBeFocused();

          const covered: string[] = [];
          for (let top = 0; ; ) {
            await scrollToOffset(page, top);
            // The finder at its widest, with its label shown (a couple of seconds after it appears).
            if (top > 300) await expect(finder(page)).toHaveAttribute('data-expanded', 'true');
            for (const what of await coveredByFloatingControls(page)) covered.push(`${top} px down: ${what}`);
            const end = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
            if (top >= end) break;
            top = Math.min(end, top + Math.round(viewport.height / 3));
          }
          await expect(notice).toBeVisible();
          expect(covered).toEqual([]);
        });
      }
    }
  });

  test.describe('on a first visit', () => {
    test('on a phone the cookie banner and the floating controls leave at least 70% of the window to the page', async ({ page }) => {
      await page.setViewportSize({ width: 412, height: 915 });
      await page.goto('/');
      await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
      await scrollToOffset(page, 400);
      await expect(finder(page)).toHaveAttribute('data-expanded', 'true');
      await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeVisible();
      const share = await pageShareOfWindow(page);
      expect(share, `the page keeps ${Math.round(share * 100)}% of the window`).toBeGreaterThanOrEqual(0.7);
    });

    for (const viewport of [
      { width: 412, height: 915 },
      { width: 1280, height: 800 },
    ]) {
      test(`at ${viewport.width} px the finder's tip shows beside it, covering nothing of the page`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto('/privacy');
        await scrollToOffset(page, 400);
        await expect(page.getByText(FINDER_TIP)).toBeVisible();
        expect(await coveredByFloatingControls(page)).toEqual([]);
      });
    }
  });
});
