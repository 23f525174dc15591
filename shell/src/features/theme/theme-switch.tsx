import styled from '@emotion/styled';
import { THEME_PREFERENCES, type ThemePreference } from './theme-preference';
import { useThemePreference } from './theme-preference-provider';

const Group = styled.div(({ theme }) => ({
  display: 'inline-flex',
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.pill,
  padding: 2,
  gap: 2,
}));

const Option = styled.button(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  border: 0,
  borderRadius: theme.radii.pill,
  background: 'transparent',
  color: theme.colors.text,
  cursor: 'pointer',
  '&[aria-pressed="true"]': { background: theme.colors.primary, color: theme.colors.onPrimary },
  '&:focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
}));

const ICONS: Record<ThemePreference, string> = {
  light: 'M12 4V2m0 20v-2m8-8h2M2 12h2m13.66-5.66 1.41-1.41M4.93 19.07l1.41-1.41m0-11.32L4.93 4.93m14.14 14.14-1.41-1.41M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10z',
  dark: 'M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z',
  system: 'M3 5h18v11H3zM8 20h8m-4-4v4',
};

/** Light, dark or follow the system: always visible in the header. */
export function ThemeSwitch() {
  const { preference, setPreference } = useThemePreference();
  return (
    <Group role="group" aria-label="Colour theme">
      {THEME_PREFERENCES.map(({ value, label }) => (
        <Option
          key={value}
          type="button"
          aria-pressed={preference === value}
          aria-label={label}
          title={label}
          onClick={() => setPreference(value)}
        >
          <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
            <path d={ICONS[value]} />
          </svg>
        </Option>
      ))}
    </Group>
  );
}
