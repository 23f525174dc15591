import { summaryLine } from './summary-line';

const food = { foodType: 'dry', brand: 'Purina Pro Plan' };

describe('summaryLine', () => {
  it('joins the first three match reasons into one sentence', () => {
    expect(
      summaryLine({
        ...food,
        matchReasons: [
          'Suited to diarrhea and gas',
          'No chicken on the label',
          'Within your budget (about $50-100 a month)',
          'Vet recommended and clinically proven',
        ],
      }),
    ).toBe('Suited to diarrhea and gas; no chicken on the label; within your budget (about $50-100 a month).');
  });

  it('uses what there is when the engine gave fewer reasons', () => {
    expect(summaryLine({ ...food, matchReasons: ['Suits medium adult dogs'] })).toBe('Suits medium adult dogs.');
    expect(summaryLine({ ...food, matchReasons: ['Suited to gas', 'Dry food, as you chose'] })).toBe(
      'Suited to gas; dry food, as you chose.',
    );
  });

  it('keeps capitals that belong to a word and does not double the full stop', () => {
    expect(summaryLine({ ...food, matchReasons: ['Made with fish.', 'DHA for brain development'] })).toBe(
      'Made with fish; DHA for brain development.',
    );
  });

  it('falls back to the food type and brand when there are no reasons', () => {
    expect(summaryLine({ ...food, matchReasons: [] })).toBe('Dry Food from Purina Pro Plan.');
    expect(summaryLine(food)).toBe('Dry Food from Purina Pro Plan.');
    expect(summaryLine({ foodType: 'air-dried', brand: 'Ziwi', matchReasons: ['  '] })).toBe('air-dried from Ziwi.');
  });
});
