import type { AppTheme } from './theme';

// Lets every styled component and useTheme() see the design tokens with their types.
declare module '@emotion/react' {
  export interface Theme extends AppTheme {}
}
