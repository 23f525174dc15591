import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { InlineList } from './inline-list';

describe('InlineList', () => {
  it('keeps list semantics while laying its items out in a wrapping row', () => {
    renderWithTheme(
      <InlineList aria-label="Badges">
        <li>Vet Approved</li>
        <li>All Natural</li>
      </InlineList>,
    );
    const list = screen.getByRole('list', { name: 'Badges' });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    const style = getComputedStyle(list);
    expect(style.display).toBe('flex');
    expect(style.flexWrap).toBe('wrap');
    expect(style.listStyle).toBe('none');
  });
});
