import styled from '@emotion/styled';
import { useId } from 'react';
import { starParts } from './star-parts';

export interface StarRatingProps {
  /** Rating on the 0..max scale, e.g. 4.6 (the catalogue's tenths divided by 10). */
  value: number;
  max?: number;
  /** Star size; numbers are pixels. Defaults to 18. */
  size?: number | string;
  /** Also print the value with one decimal after the stars. */
  showValue?: boolean;
  className?: string;
}

type StarKind = 'full' | 'half' | 'empty';

const STAR_PATH =
  'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95L12 2.5z';

const Root = styled.span(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space(0.5),
  lineHeight: 1,
  verticalAlign: 'middle',
}));

const Value = styled.span(({ theme }) => ({
  marginInlineStart: theme.space(1.5),
  fontWeight: theme.fontWeights.semibold,
  fontSize: theme.fontSizes.sm,
  color: theme.colors.text,
}));

// Painted from CSS rather than fill/stroke attributes: the colours are custom properties.
const StarIcon = styled.svg(({ theme }) => ({
  '& path': { fill: 'none', stroke: theme.colors.star },
  '&[data-star="full"] path, & path[clip-path]': { fill: theme.colors.star },
  '&[data-star="empty"] path': { stroke: theme.colors.borderStrong },
}));

function Star({ kind, size, clipId }: { kind: StarKind; size: string; clipId: string }) {
  return (
    <StarIcon
      data-star={kind}
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      strokeWidth="1.5"
      strokeLinejoin="round"
    >
      {kind === 'half' ? (
        <defs>
          <clipPath id={clipId}>
            <rect x="0" y="0" width="12" height="24" />
          </clipPath>
        </defs>
      ) : null}
      <path d={STAR_PATH} />
      {kind === 'half' ? <path d={STAR_PATH} clipPath={`url(#${clipId})`} /> : null}
    </StarIcon>
  );
}

/** Stars for a rating, announced as one image: "Rated 4.6 out of 5". */
export function StarRating({ value, max = 5, size = 18, showValue = false, className }: StarRatingProps) {
  // useId output may contain characters that are awkward inside url(#...), so keep it to [\w-].
  const clipId = `star-half-${useId().replace(/[^\w-]/g, '')}`;
  const { full, half, empty } = starParts(value, max);
  const starSize = typeof size === 'number' ? `${size}px` : size;
  const kinds: StarKind[] = [
    ...Array<StarKind>(full).fill('full'),
    ...Array<StarKind>(half).fill('half'),
    ...Array<StarKind>(empty).fill('empty'),
  ];
  const formatted = value.toFixed(1);

  return (
    <Root role="img" aria-label={`Rated ${formatted} out of ${max}`} className={className}>
      {kinds.map((kind, index) => (
        // Stars are positional and never reorder.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Star key={index} kind={kind} size={starSize} clipId={clipId} />
      ))}
      {showValue ? <Value>{formatted}</Value> : null}
    </Root>
  );
}
