import styled from '@emotion/styled';
import { Skeleton } from './skeleton';

export interface SkeletonTextProps {
  /** Number of lines; the last one is shorter, like the end of a paragraph. */
  lines?: number;
  className?: string;
}

const Lines = styled.span(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(2),
}));

export function SkeletonText({ lines = 3, className }: SkeletonTextProps) {
  return (
    <Lines aria-hidden="true" className={className}>
      {Array.from({ length: lines }, (_, index) => (
        // Lines are interchangeable and never reorder, so the index is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Skeleton key={index} height="0.9em" width={index === lines - 1 && lines > 1 ? '60%' : '100%'} />
      ))}
    </Lines>
  );
}
