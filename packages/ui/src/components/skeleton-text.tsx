import styled from '@emotion/styled';
import { Skeleton } from './skeleton';

export interface SkeletonTextProps {
  /** Number of lines; the last one is shorter, like the end of a paragraph. */
  lines?: number;
  className?: string;
}

const Lines = styled.span({ display: 'block' });

/** One line box of the surrounding text (1.6em, the body's line height, where `lh` is unknown). */
const Line = styled.span({
  display: 'flex',
  alignItems: 'center',
  height: ['1.6em', '1lh'],
});

/**
 * Lines of text that is loading. Each takes one line box of the text around it, so inside an
 * element styled like the text it stands for (same font size and line height) the placeholder is
 * as tall as that text and nothing moves when the text arrives.
 */
export function SkeletonText({ lines = 3, className }: SkeletonTextProps) {
  return (
    <Lines aria-hidden="true" className={className}>
      {Array.from({ length: lines }, (_, index) => (
        // Lines are interchangeable and never reorder, so the index is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Line key={index}>
          <Skeleton height="0.9em" width={index === lines - 1 && lines > 1 ? '60%' : '100%'} />
        </Line>
      ))}
    </Lines>
  );
}
