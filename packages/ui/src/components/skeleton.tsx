import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';

const pulse = keyframes({
  '0%, 100%': { opacity: 1 },
  '50%': { opacity: 0.45 },
});

type Length = number | string;

const toCss = (length: Length) => (typeof length === 'number' ? `${length}px` : length);

export interface SkeletonProps {
  width?: Length;
  height?: Length;
  /** Corner radius; numbers are pixels. Defaults to the theme's small radius. */
  radius?: Length;
  className?: string;
}

const Block = styled('span', {
  shouldForwardProp: (prop) => prop === 'className' || prop === 'aria-hidden',
})<{ blockWidth: Length; blockHeight: Length; blockRadius: Length | undefined }>(
  ({ theme, blockWidth, blockHeight, blockRadius }) => ({
    display: 'block',
    width: toCss(blockWidth),
    height: toCss(blockHeight),
    borderRadius: blockRadius === undefined ? theme.radii.sm : toCss(blockRadius),
    backgroundColor: theme.colors.surfaceHover,
    animation: `${pulse} 1.6s ease-in-out infinite`,
  }),
);

/**
 * A pulsing stand-in for content that is loading. Hidden from assistive technology: announce the
 * loading state once on the surrounding region (aria-busy or a visually hidden message) instead.
 */
export function Skeleton({ width = '100%', height = '1em', radius, className }: SkeletonProps) {
  return <Block aria-hidden="true" className={className} blockWidth={width} blockHeight={height} blockRadius={radius} />;
}
