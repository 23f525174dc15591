import { catalogueQuerySchema, catalogueSearch, parseCatalogueQuery } from './catalogue-query.js';

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
});
