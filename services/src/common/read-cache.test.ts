import { JsonSnapshot } from './json-snapshot.js';
import { ReadCache } from './read-cache.js';

describe('ReadCache', () => {
  it('serves what each owner published last, so removed entries disappear', () => {
    const cache = new ReadCache();
    const list = new JsonSnapshot([1]);
    const post = new JsonSnapshot({ slug: 'a' });
    const food = new JsonSnapshot({ id: 1 });
    cache.publish('posts', new Map([['/api/blog-posts', list], ['/api/blog-posts/a', post]]));
    cache.publish('foods', new Map([['/api/dog-foods/1', food]]));
    expect(cache.get('/api/blog-posts/a')).toBe(post);
    expect(cache.get('/api/dog-foods/1')).toBe(food);

    cache.publish('posts', new Map([['/api/blog-posts', list]]));
    expect(cache.get('/api/blog-posts/a')).toBeUndefined();
    expect(cache.get('/api/dog-foods/1')).toBe(food);
    expect(cache.get('/api/blog-posts?page=2')).toBeUndefined();
  });
});
