import styled from '@emotion/styled';
import { LazyImage } from '@gentlebowl/ui';
import { useState } from 'react';

/** The two fixed stock images every product page shows after the product image (spec section 9: 3 images). */
export const STOCK_GALLERY_IMAGES: readonly GalleryImage[] = [
  { src: '/api/media/stock/feeding-bowl.svg', alt: "A dog's feeding bowl filled with kibble next to a bowl of water" },
  { src: '/api/media/stock/happy-dog.svg', alt: 'A happy, relaxed dog sitting with its tongue out' },
];

export interface GalleryImage {
  src: string;
  alt: string;
}

const Root = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(3),
}));

const Main = styled(LazyImage)(({ theme }) => ({
  borderRadius: theme.radii.lg,
  border: `1px solid ${theme.colors.border}`,
}));

const Thumbnails = styled.ul(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: theme.space(3),
  margin: 0,
  padding: 0,
  listStyle: 'none',
}));

const Thumbnail = styled.button(({ theme }) => ({
  display: 'block',
  width: '100%',
  padding: 0,
  border: `2px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  overflow: 'hidden',
  background: theme.colors.surface,
  cursor: 'pointer',
  '&[aria-pressed="true"]': { borderColor: theme.colors.primary, boxShadow: `0 0 0 1px ${theme.colors.primary}` },
  '& img': { display: 'block', width: '100%', height: 'auto', aspectRatio: '1 / 1', objectFit: 'cover' },
}));

/** The product image and two stock images, with clickable thumbnails; the first is selected first. */
export function DogFoodGallery({ product }: { product: GalleryImage }) {
  const images = [product, ...STOCK_GALLERY_IMAGES];
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? product;

  return (
    <Root>
      <Main src={current.src} alt={current.alt} width={600} height={600} priority />
      <Thumbnails aria-label="Product images">
        {images.map((image, index) => (
          <li key={image.src}>
            <Thumbnail
              type="button"
              aria-pressed={index === selected}
              aria-label={`Show image ${index + 1} of ${images.length}: ${image.alt}`}
              onClick={() => setSelected(index)}
            >
              <img src={image.src} alt="" width={120} height={120} loading="lazy" decoding="async" />
            </Thumbnail>
          </li>
        ))}
      </Thumbnails>
    </Root>
  );
}
