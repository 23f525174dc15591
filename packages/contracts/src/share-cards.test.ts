import { shareCardUrl } from './share-cards';

describe('shareCardUrl', () => {
  it.each([
    ['/api/media/posts/bland-diet-for-dogs-chicken-and-rice.svg', '/api/media/share/posts/bland-diet-for-dogs-chicken-and-rice.png'],
    ['/api/media/foods/purina-pro-plan-sensitive-skin-stomach-salmon.svg', '/api/media/share/foods/purina-pro-plan-sensitive-skin-stomach-salmon.png'],
    ['/api/media/guides/sensitive-stomach-guide.svg', '/api/media/share/guides/sensitive-stomach-guide.png'],
  ])('gives the PNG card the API draws from %s', (imageUrl, card) => {
    expect(shareCardUrl(imageUrl)).toBe(card);
  });

  it.each([
    ['a raster picture, shared as it is', '/api/media/brand/logo.png'],
    ['a picture on another site', 'https://cdn.example.com/dog.svg'],
    ['a picture in a nested folder, which the API draws no card for', '/api/media/posts/2024/dog.svg'],
    ['a name that climbs out of the media folder', '/api/media/posts/../../package.svg'],
  ])('has no card for %s', (_case, imageUrl) => {
    expect(shareCardUrl(imageUrl)).toBeUndefined();
  });
});
