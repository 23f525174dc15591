import type { CSSObject } from '@emotion/react';
import styled from '@emotion/styled';
import { LazyImage, visuallyHiddenStyles } from '@gentlebowl/ui';
import { useId } from 'react';

/** The two fixed stock images every product page shows after the product image (spec section 9: 3 images). */
export const STOCK_GALLERY_IMAGES: readonly GalleryImage[] = [
  { src: '/api/media/stock/feeding-bowl.svg', alt: "A dog's feeding bowl filled with kibble next to a bowl of water" },
  { src: '/api/media/stock/happy-dog.svg', alt: 'A happy, relaxed dog sitting with its tongue out' },
];

export interface GalleryImage {
  src: string;
  alt: string;
}

/** How many images a gallery shows: the product's, then the stock images. */
const GALLERY_SIZE = 1 + STOCK_GALLERY_IMAGES.length;

/** Image `n` (1-based) of each list: the one whose radio is checked shows, its thumbnail marked. */
const forEachImage = (rules: (n: number) => Record<string, CSSObject>): CSSObject =>
  Object.assign({}, ...Array.from({ length: GALLERY_SIZE }, (_, index) => rules(index + 1)));

const Root = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(3),
  ...forEachImage((n) => ({
    [`& > input:nth-of-type(${n}):checked ~ div > :nth-child(${n})`]: { display: 'block' },
    [`& > input:nth-of-type(${n}):checked ~ ul > li:nth-child(${n}) > label`]: {
      borderColor: theme.colors.primary,
      boxShadow: `0 0 0 1px ${theme.colors.primary}`,
    },
    [`& > input:nth-of-type(${n}):focus-visible ~ ul > li:nth-child(${n}) > label`]: {
      outline: `2px solid ${theme.colors.focusRing}`,
      outlineOffset: '2px',
    },
  })),
}));

/** A thumbnail's radio: hidden from sight, still focused and read; its label is the thumbnail. */
const Choice = styled.input(visuallyHiddenStyles);

const Main = styled(LazyImage)(({ theme }) => ({
  display: 'none',
  borderRadius: theme.radii.lg,
  border: `1px solid ${theme.colors.border}`,
}));

const Thumbnails = styled.ul(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: `repeat(${GALLERY_SIZE}, minmax(0, 1fr))`,
  gap: theme.space(3),
  margin: 0,
  padding: 0,
  listStyle: 'none',
}));

const Thumbnail = styled.label(({ theme }) => ({
  display: 'block',
  width: '100%',
  border: `2px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  overflow: 'hidden',
  background: theme.colors.surface,
  cursor: 'pointer',
  '& img': { display: 'block', width: '100%', height: 'auto', aspectRatio: '1 / 1', objectFit: 'cover' },
}));

/**
 * The product image and two stock images, with thumbnails that pick the one shown; the first shows
 * first. Each thumbnail is the label of a radio and CSS shows the checked radio's image, so the
 * thumbnails work before the page's scripts arrive and without them, and a pick made before they
 * take over stays (no state of the page's own to reset it).
 */
export function DogFoodGallery({ product }: { product: GalleryImage }) {
  const images = [product, ...STOCK_GALLERY_IMAGES];
  const group = useId();
  const choiceId = (index: number) => `${group}-${index}`;

  return (
    <Root role="group" aria-label="Product images">
      {images.map((image, index) => (
        <Choice
          key={image.src}
          type="radio"
          name={group}
          id={choiceId(index)}
          defaultChecked={index === 0}
          aria-label={`Show image ${index + 1} of ${images.length}: ${image.alt}`}
        />
      ))}
      <div>
        {images.map((image, index) => (
          <Main key={image.src} src={image.src} alt={image.alt} width={600} height={600} priority={index === 0} />
        ))}
      </div>
      <Thumbnails>
        {images.map((image, index) => (
          <li key={image.src}>
            <Thumbnail htmlFor={choiceId(index)}>
              <img src={image.src} alt="" width={120} height={120} loading="lazy" decoding="async" />
            </Thumbnail>
          </li>
        ))}
      </Thumbnails>
    </Root>
  );
}
