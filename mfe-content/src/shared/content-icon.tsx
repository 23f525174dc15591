import styled from '@emotion/styled';
import type { ReactNode } from 'react';

/** Line drawings on a 24 x 24 grid, stroked in the current text colour. */
const drawings = {
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3.5 2" />
    </>
  ),
  bowl: (
    <>
      <path d="M3 11h18a9 8 0 0 1-18 0Z" />
      <path d="M8 7c1-1.3 2-1.3 3 0s2 1.3 3 0 2-1.3 3 0" />
    </>
  ),
  switch: (
    <>
      <path d="M4 7h15" />
      <path d="m16 4 3 3-3 3" />
      <path d="M20 17H5" />
      <path d="m8 14-3 3 3 3" />
    </>
  ),
  activity: <path d="M3 12h4l3-8 4 16 3-8h4" />,
  leaf: (
    <>
      <path d="M5 19C5 10 11 5 20 5c0 9-6 14-15 14Z" />
      <path d="m5 19 8-8" />
    </>
  ),
  sparkle: (
    <>
      <path d="m11 3 1.8 4.7L17.5 9.5l-4.7 1.8L11 16l-1.8-4.7L4.5 9.5l4.7-1.8Z" />
      <path d="m18.5 14 .9 2.1 2.1.9-2.1.9-.9 2.1-.9-2.1-2.1-.9 2.1-.9Z" />
    </>
  ),
  droplet: <path d="M12 3c3.6 4.4 6 7.8 6 11a6 6 0 0 1-12 0c0-3.2 2.4-6.6 6-11Z" />,
  scale: (
    <>
      <path d="M5 11h14l1.5 9h-17Z" />
      <path d="M12 11V7" />
      <path d="M7 7h10" />
    </>
  ),
  ban: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m5.6 5.6 12.8 12.8" />
    </>
  ),
  clipboard: (
    <>
      <rect x="5" y="4" width="14" height="17" rx="2" />
      <path d="M9 3h6v3H9Z" />
      <path d="M9 11h6" />
      <path d="M9 15h4" />
    </>
  ),
  list: (
    <>
      <path d="M9 6h11" />
      <path d="M9 12h11" />
      <path d="M9 18h11" />
      <path d="M4 6h.01" />
      <path d="M4 12h.01" />
      <path d="M4 18h.01" />
    </>
  ),
  percent: (
    <>
      <path d="M19 5 5 19" />
      <circle cx="7" cy="7" r="2.5" />
      <circle cx="17" cy="17" r="2.5" />
    </>
  ),
  check: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12 3 3 5-6" />
    </>
  ),
  warning: (
    <>
      <path d="M12 3 2 20h20Z" />
      <path d="M12 10v4" />
      <path d="M12 17h.01" />
    </>
  ),
  tag: (
    <>
      <path d="M3 12V4h8l10 10-7 7Z" />
      <circle cx="7.5" cy="7.5" r="1.5" />
    </>
  ),
  balance: (
    <>
      <path d="M12 3v18" />
      <path d="M8 21h8" />
      <path d="M5 7h14" />
      <path d="m5 7-3 7a3 3 0 0 0 6 0Z" />
      <path d="m19 7-3 7a3 3 0 0 0 6 0Z" />
    </>
  ),
  star: <path d="m12 3 2.6 5.6 6.1.7-4.5 4.1 1.2 6-5.4-3-5.4 3 1.2-6-4.5-4.1 6.1-.7Z" />,
  medical: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="4" />
      <path d="M12 8v8" />
      <path d="M8 12h8" />
    </>
  ),
  filter: <path d="M3 5h18l-7 8v6l-4 2v-8Z" />,
} satisfies Record<string, ReactNode>;

export type ContentIconName = keyof typeof drawings;

const Badge = styled.span(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: theme.space(12),
  height: theme.space(12),
  borderRadius: theme.radii.pill,
  backgroundColor: theme.colors.badgeBg,
  color: theme.colors.badgeText,
}));

/** A decorative icon in a round badge; the text beside it carries the meaning, so it is hidden from
 * assistive technology. */
export function ContentIcon({ name }: { name: ContentIconName }) {
  return (
    <Badge aria-hidden="true" data-icon={name}>
      <svg
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        {drawings[name]}
      </svg>
    </Badge>
  );
}
