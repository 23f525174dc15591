import { breedValues } from '@gentlebowl/contracts';
import { dogPhotoFallback } from './dog-photo-fallback';

describe('dogPhotoFallback', () => {
  it('uses the German Shepherd picture for a German Shepherd', () => {
    expect(dogPhotoFallback('german-shepherd')).toBe('/api/media/testimonials/dog-fallback-german-shepherd.svg');
  });

  it('uses the general dog picture for every other breed, mixed breeds and "other" included', () => {
    const others = breedValues.filter((breed) => breed !== 'german-shepherd');
    expect(others).toContain('mixed-breed');
    for (const breed of others) {
      expect(dogPhotoFallback(breed)).toBe('/api/media/testimonials/dog-fallback.svg');
    }
  });
});
