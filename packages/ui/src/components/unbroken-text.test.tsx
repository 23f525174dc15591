import { renderWithTheme } from '../testing/render-with-theme';
import { keepRangesTogether } from './unbroken-text';

/** The parts of a rendered paragraph that may not wrap, and its whole text. */
function rendered(text: string) {
  const { container } = renderWithTheme(<p>{keepRangesTogether(text)}</p>);
  const paragraph = container.querySelector('p') as HTMLParagraphElement;
  const unbroken = [...paragraph.querySelectorAll('span')].filter((span) => getComputedStyle(span).whiteSpace === 'nowrap');
  return { text: paragraph.textContent, unbroken: unbroken.map((span) => span.textContent) };
}

describe('keepRangesTogether', () => {
  it('keeps each range of figures on one line and the words exactly as written', () => {
    const sentence = 'If diarrhea lasts more than 24-48 hours, or over 10-14 days of a slow switch, see your vet.';
    expect(rendered(sentence)).toEqual({ text: sentence, unbroken: ['24-48', '10-14'] });
  });

  it('takes percentages, prices and spaced hyphens whole', () => {
    expect(rendered('Protein 25-30%, fat 12-16%').unbroken).toEqual(['25-30%', '12-16%']);
    expect(rendered('your $50 - $100 budget').unbroken).toEqual(['$50 - $100']);
    expect(rendered('Medium (20-50 lbs)')).toEqual({ text: 'Medium (20-50 lbs)', unbroken: ['20-50'] });
    expect(rendered('1/2-1 cup').unbroken).toEqual(['1/2-1']);
  });

  it('leaves words with hyphens, and text without a range, as they are', () => {
    expect(keepRangesTogether('A well-known, single-protein food')).toBe('A well-known, single-protein food');
    expect(rendered('Days 1-2 and a 7-day plan').unbroken).toEqual(['1-2']);
  });
});
