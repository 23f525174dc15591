import { MAIN_IMAGE_SELECTOR, mainImagePainted } from './main-image-painted';

function pageWithMainImage(decode: () => Promise<void>): Document {
  const page = document.implementation.createHTMLDocument('page');
  const image = page.createElement('img');
  image.setAttribute('fetchpriority', 'high');
  image.decode = decode;
  page.body.append(image);
  return page;
}

/** Lets the promise chain run, with fake timers advancing frames and timeouts in between. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await jest.advanceTimersByTimeAsync(50);
  return done;
}

describe('mainImagePainted', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits for nothing on a page without a main image', async () => {
    const page = document.implementation.createHTMLDocument('page');
    page.body.append(page.createElement('img'));
    expect(page.querySelector(MAIN_IMAGE_SELECTOR)).toBeNull();
    await expect(mainImagePainted(page)).resolves.toBeUndefined();
  });

  it('goes on once the main image is decoded and a frame has been drawn', async () => {
    let imageDecoded = () => {};
    const page = pageWithMainImage(() => new Promise((resolve) => (imageDecoded = resolve)));
    const painted = mainImagePainted(page, 1_000);

    expect(await settled(painted)).toBe(false);
    imageDecoded();
    expect(await settled(painted)).toBe(true);
  });

  it('stops waiting for an image that has not arrived after the wait, or that failed', async () => {
    const slow = mainImagePainted(pageWithMainImage(() => new Promise(() => {})), 1_000);
    expect(await settled(slow)).toBe(false);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(await settled(slow)).toBe(true);

    const broken = mainImagePainted(pageWithMainImage(() => Promise.reject(new Error('EncodingError'))), 1_000);
    expect(await settled(broken)).toBe(true);
  });
});
