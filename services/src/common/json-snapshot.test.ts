import { JsonSnapshot, matchesIfNoneMatch } from './json-snapshot.js';

describe('JsonSnapshot', () => {
  it('serializes once and tags the exact bytes', () => {
    const first = new JsonSnapshot([{ slug: 'a' }]);
    expect(first.body.toString()).toBe('[{"slug":"a"}]');
    expect(new JsonSnapshot([{ slug: 'a' }]).etag).toBe(first.etag);
    expect(new JsonSnapshot([{ slug: 'b' }]).etag).not.toBe(first.etag);
    expect(first.etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
  });
});

describe('matchesIfNoneMatch', () => {
  const etag = '"abc"';
  it.each([
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['*', true],
    ['"abcd"', false],
    ['abc', false],
    [undefined, false],
  ])('%j -> %s', (header, expected) => {
    expect(matchesIfNoneMatch(header, etag)).toBe(expected);
  });
});
