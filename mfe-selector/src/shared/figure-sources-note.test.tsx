import { render } from '@testing-library/react';
import { FigureSourcesNote } from './figure-sources-note';

const note = "We could not confirm the maker's current calorie statement, so the calories are estimates.";

function textOf(figures: { sources: string[]; estimateNote: string | null }): string {
  return render(<FigureSourcesNote figures={figures} />).container.textContent ?? '';
}

describe('FigureSourcesNote', () => {
  it('names the site of every source, then the note on what is estimated', () => {
    expect(textOf({ sources: ['https://www.purina.com/label', 'https://www.chewy.com/p/1'], estimateNote: note })).toBe(
      `Figures from www.purina.com, www.chewy.com. ${note}`,
    );
  });

  it('says only what is estimated for a food whose figures have no source', () => {
    expect(textOf({ sources: [], estimateNote: note })).toBe(note);
  });

  it('names the sources alone when nothing is estimated', () => {
    expect(textOf({ sources: ['https://www.purina.com/label'], estimateNote: null })).toBe('Figures from www.purina.com.');
  });
});
