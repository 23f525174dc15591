import { keepRangesTogetherInHtml } from './figure-range.js';
import { postHtmlPolicy } from './post-html-policy.js';

describe('keepRangesTogetherInHtml', () => {
  it('wraps each range of figures in the text, and nothing else', () => {
    expect(keepRangesTogetherInHtml('<p>If diarrhea lasts more than 24-48 hours, or <em>25-30%</em> of a $50 - $100 budget</p>')).toBe(
      '<p>If diarrhea lasts more than <span class="unbroken">24-48</span> hours, or <em><span class="unbroken">25-30%</span></em>' +
        ' of a <span class="unbroken">$50 - $100</span> budget</p>',
    );
  });

  it('leaves tags, attributes and hyphenated words alone', () => {
    const html = '<a href="/blog/days-1-2" title="Days 1-2 &gt; 3-4"><img src="https://cdn.example/1-2.png" alt="" />A well-known plan</a>';
    expect(keepRangesTogetherInHtml(html)).toBe(html);
  });

  it('marks ranges with the one class the post policy lets a span keep', () => {
    expect(postHtmlPolicy.allowedClasses).toEqual({ span: ['unbroken'] });
  });
});
