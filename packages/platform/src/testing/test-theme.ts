import type { PlatformTheme } from '../theme/platform-theme';

/** A minimal theme carrying exactly the tokens platform components read. */
export const testTheme: PlatformTheme = {
  colors: {
    surface: '#ffffff',
    text: '#1f2937',
    textMuted: '#4b5563',
    border: '#d1d5db',
    danger: '#b91c1c',
    onDanger: '#ffffff',
    link: '#1d4ed8',
    primary: '#0f766e',
    primaryHover: '#0b5f58',
    onPrimary: '#ffffff',
  },
  radii: { md: '8px' },
  shadows: { lg: '0 10px 25px rgba(0, 0, 0, 0.15)' },
  zIndex: { toast: 100 },
  space: (steps) => `${steps * 4}px`,
  breakpoints: { mobile: '@media (max-width: 768px)' },
};
