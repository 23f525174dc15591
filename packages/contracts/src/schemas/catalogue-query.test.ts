import { cataloguePageRequestSearch, catalogueSearch } from '../catalogue-query.js';
import { cataloguePageRequestSchema, catalogueQuerySchema, parseCatalogueQuery } from './catalogue-query.js';

const parse = (search: string) => parseCatalogueQuery(new URLSearchParams(search));

describe('the catalogue query', () => {
  it('is the first page, best rated first, unfiltered, when the address has no parameters', () => {
    expect(parse('')).toEqual({ success: true, query: { freeFrom: [], sort: 'rating', page: 1 } });
  });

  it('reads every filter, with allergens repeated and comma-separated alike', () => {
    expect(
      parse('type=dry&protein=fish&free-from=chicken,beef&free-from=soy&free-from=chicken&life-stage=puppy&prescription=no&sort=price&page=2'),
    ).toEqual({
      success: true,
      query: {
        type: 'dry',
        protein: 'fish',
        freeFrom: ['chicken', 'beef', 'soy'],
        lifeStage: 'puppy',
        prescription: false,
        sort: 'price',
        page: 2,
      },
    });
  });

  it('treats the empty values a GET form sends for an open select as no filter, and ignores other parameters', () => {
    expect(parse('type=&protein=&life-stage=&prescription=&sort=rating&utm_source=mail')).toEqual({
      success: true,
      query: { freeFrom: [], sort: 'rating', page: 1 },
    });
  });

  it.each([
    ['type=kibble', 'Unknown type "kibble": use one of dry, wet, raw, fresh, homemade, freeze-dried, dehydrated'],
    ['protein=salmon', 'Unknown protein "salmon": use one of chicken, beef, fish, lamb, turkey'],
    ['free-from=chicken,gluten', 'Unknown free-from allergen "gluten": use one of chicken, beef, dairy, wheat, soy, eggs, corn'],
    ['prescription=maybe', 'Unknown prescription "maybe": use one of yes, no'],
    ['sort=name', 'Unknown sort "name": use one of rating, price'],
    ['page=0', 'page must be a whole number from 1 to 100000'],
    ['page=2.5', 'page must be a whole number from 1 to 100000'],
    ['page=-1', 'page must be a whole number from 1 to 100000'],
    ['type=dry&type=wet', 'type may be given only once'],
  ])('refuses %s with a readable message', (search, message) => {
    expect(parse(search)).toEqual({ success: false, message });
  });

  it('repeats only the start of a long unknown value', () => {
    expect(parse(`type=${'k'.repeat(5000)}`)).toEqual({
      success: false,
      message: `Unknown type "${'k'.repeat(40)}…": use one of dry, wet, raw, fresh, homemade, freeze-dried, dehydrated`,
    });
  });

  it('accepts what a server parser gives: a value or a list per parameter', () => {
    expect(catalogueQuerySchema.parse({ 'free-from': ['chicken', 'beef'], sort: 'rating' })).toEqual({
      freeFrom: ['chicken', 'beef'],
      sort: 'rating',
      page: 1,
    });
  });

  it('writes one address per list: fixed order, allergens joined by commas, defaults left out', () => {
    expect(catalogueSearch({ freeFrom: [], sort: 'rating', page: 1 })).toBe('');
    const query = { type: 'wet', protein: 'turkey', freeFrom: ['chicken', 'soy'], lifeStage: 'senior', prescription: true, sort: 'price', page: 3 } as const;
    const search = catalogueSearch({ ...query, freeFrom: [...query.freeFrom] });
    expect(search).toBe('type=wet&protein=turkey&free-from=chicken,soy&life-stage=senior&prescription=yes&sort=price&page=3');
    expect(parse(search)).toEqual({ success: true, query: { ...query, freeFrom: ['chicken', 'soy'] } });
  });

  it('ignores a page size in the address of a list: only the API reads it', () => {
    expect(parse('page-size=3')).toEqual({ success: true, query: { freeFrom: [], sort: 'rating', page: 1 } });
  });
});

describe('a request for a page of the catalogue', () => {
  const request = (params: Record<string, string | string[]>) => cataloguePageRequestSchema.safeParse(params);

  it('holds twelve foods unless it asks for another page size from 1 to 48', () => {
    expect(request({ protein: 'fish' }).data).toEqual({ protein: 'fish', freeFrom: [], sort: 'rating', page: 1, pageSize: 12 });
    expect(request({ 'page-size': '5' }).data).toEqual({ freeFrom: [], sort: 'rating', page: 1, pageSize: 5 });
    expect(request({ 'page-size': '48' }).data?.pageSize).toBe(48);
  });

  it.each(['0', '49', '100', '2.5', '-3', 'ten', '05'])('refuses the page size %s with a readable message', (size) => {
    expect(request({ 'page-size': size }).error?.issues.map((issue) => issue.message)).toEqual([
      'page-size must be a whole number from 1 to 48',
    ]);
  });

  it('reads the filters as the address does, and writes a page size other than twelve into its query string only', () => {
    expect(request({ type: 'kibble' }).error?.issues.map((issue) => issue.message)).toEqual([
      'Unknown type "kibble": use one of dry, wet, raw, fresh, homemade, freeze-dried, dehydrated',
    ]);
    const fiveWet = { type: 'wet', freeFrom: [], sort: 'rating', page: 1, pageSize: 5 } as const;
    expect(cataloguePageRequestSearch({ ...fiveWet, freeFrom: [] })).toBe('type=wet&page-size=5');
    expect(cataloguePageRequestSearch({ freeFrom: [], sort: 'rating', page: 1, pageSize: 5 })).toBe('page-size=5');
    expect(cataloguePageRequestSearch({ ...fiveWet, freeFrom: [], pageSize: 12 })).toBe('type=wet');
    // The list's address: the page's own, without the request's page size.
    expect(catalogueSearch({ ...fiveWet, freeFrom: [] })).toBe('type=wet');
  });
});
