import { lastRows } from './even-rows';

/** The cards on each row of a list of `count` cards, `columns` to a full row, as `evenRows` lays them
 * out: its rules for the last rows hold only for a list that has that many cards. */
function rowsOf(count: number, columns: number): number[] {
  const tail = lastRows(columns, count % columns);
  const tailCount = tail.reduce((sum, cards) => sum + cards, 0);
  if (tailCount > count) return [count];
  return [...Array.from({ length: (count - tailCount) / columns }, () => columns), ...tail];
}

describe('lastRows', () => {
  it('shares out the cards left over so that no card stands alone on its row, for any count', () => {
    const alone: string[] = [];
    for (let columns = 2; columns <= 4; columns += 1) {
      for (let count = 2; count <= 40; count += 1) {
        const rows = rowsOf(count, columns);
        expect(rows.reduce((sum, cards) => sum + cards, 0)).toBe(count);
        if (rows.includes(1)) alone.push(`${count} cards, ${columns} a row: ${rows.join(' + ')}`);
      }
    }
    expect(alone).toEqual([]);
  });

  it('keeps full rows full and puts no more on a row than it holds, but for three that share two places', () => {
    expect(rowsOf(13, 3)).toEqual([3, 3, 3, 2, 2]);
    expect(rowsOf(13, 4)).toEqual([4, 4, 3, 2]);
    expect(rowsOf(5, 4)).toEqual([3, 2]);
    expect(rowsOf(5, 2)).toEqual([2, 3]);
    expect(rowsOf(12, 4)).toEqual([4, 4, 4]);
    expect(rowsOf(10, 4)).toEqual([4, 4, 2]);
    expect(rowsOf(2, 4)).toEqual([2]);
  });
});
