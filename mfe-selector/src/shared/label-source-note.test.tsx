import { render } from '@testing-library/react';
import { LabelSourceNote } from './label-source-note';

const note = 'The calories are worked out from a sibling recipe; check the bag.';

function textOf(label: Parameters<typeof LabelSourceNote>[0]['label']): string {
  return render(<LabelSourceNote label={label} />).container.textContent ?? '';
}

describe('LabelSourceNote', () => {
  it("names the maker's page and the day the label was read, linked for the owner to check", () => {
    const source = { url: 'https://www.purina.com/pro-plan/label', recordedOn: '2026-11-02' };
    const { getByRole } = render(<LabelSourceNote label={{ source, estimateNote: null }} />);
    expect(getByRole('link', { name: 'www.purina.com' })).toHaveAttribute('href', source.url);
    expect(textOf({ source, estimateNote: null })).toBe("From the maker's label: www.purina.com, recorded Nov 2, 2026.");
    expect(textOf({ source, estimateNote: note })).toBe(`From the maker's label: www.purina.com, recorded Nov 2, 2026. ${note}`);
  });

  it('says nobody checked the figures against the label, and why they are estimates', () => {
    expect(textOf({ source: null, estimateNote: note })).toBe(`Not yet checked against the maker's label. ${note}`);
  });
});
