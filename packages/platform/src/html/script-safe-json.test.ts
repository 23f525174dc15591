import { scriptSafeJson } from './script-safe-json';

/** Content an editor could write: markup that would end the script element, a comment opener and
 * the line and paragraph separators (U+2028, U+2029) some JavaScript parsers take for line ends. */
const hostile = {
  title: '</script><script>alert("stolen")</script>',
  body: 'Chicken <!-- & --> Rice\u2028next line\u2029next paragraph',
  tags: ['<b>', '</SCRIPT >'],
};

describe('scriptSafeJson', () => {
  it('writes no character that lets the content end the script element or open a comment', () => {
    const json = scriptSafeJson(hostile);
    expect(json).not.toMatch(/[<>\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(hostile);
  });

  it('reads back unchanged from a page the HTML parser has read, with nothing added to the page', () => {
    const page = new DOMParser().parseFromString(
      `<!doctype html><html><head></head><body><div id="root"></div><script type="application/json" id="handoff">${scriptSafeJson(hostile)}</script><p>end</p></body></html>`,
      'text/html',
    );
    expect(page.querySelectorAll('script')).toHaveLength(1);
    expect(page.body.children).toHaveLength(3);
    expect(JSON.parse(page.getElementById('handoff')?.textContent ?? '')).toEqual(hostile);
  });
});
