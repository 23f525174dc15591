import styled from '@emotion/styled';
import type { FormEvent } from 'react';
import { useLocation } from '@gentlebowl/router';
import { sendPreferenceForm, submittedFields } from '../../shared/page-preferences';
import { parseThemePreference, PREFERENCE_FIELDS, PREFERENCES_PATH, THEME_PREFERENCES } from '../../shared/visitor-preferences';
import { showTheme, THEME_CHOICES, useThemePreference } from './theme-preference';

const Form = styled.form({ display: 'inline-flex', margin: 0 });

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
  // Until the page's scripts run (or without them), the html class shows which choice is on.
  ...Object.fromEntries(
    THEME_PREFERENCES.map((value) => [
      `html.${value} &[value="${value}"]:not([aria-pressed])`,
      { background: theme.colors.primary, color: theme.colors.onPrimary },
    ]),
  ),
  '&:focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
}));

const ICONS: Record<(typeof THEME_PREFERENCES)[number], string> = {
  light: 'M12 4V2m0 20v-2m8-8h2M2 12h2m13.66-5.66 1.41-1.41M4.93 19.07l1.41-1.41m0-11.32L4.93 4.93m14.14 14.14-1.41-1.41M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10z',
  dark: 'M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z',
  system: 'M3 5h18v11H3zM8 20h8m-4-4v4',
};

/**
 * Light, dark or follow the system: always visible in the header. A form whose buttons post the
 * choice, so it works before the page's scripts arrive and without them; with them, the page
 * switches at once and the choice is sent in the background.
 */
export function ThemeSwitch() {
  const preference = useThemePreference();
  const { pathname, search } = useLocation();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const fields = submittedFields(form, (event.nativeEvent as SubmitEvent).submitter);
    const theme = parseThemePreference(fields.get(PREFERENCE_FIELDS.theme));
    if (!theme) return;
    event.preventDefault();
    showTheme(theme);
    sendPreferenceForm(form, fields);
  };

  return (
    <Form method="post" action={PREFERENCES_PATH} onSubmit={onSubmit}>
      <input type="hidden" name={PREFERENCE_FIELDS.returnTo} value={`${pathname}${search}`} />
      <Group role="group" aria-label="Color theme">
      {THEME_CHOICES.map(({ value, label }) => (
        <Option
          key={value}
          type="submit"
          name={PREFERENCE_FIELDS.theme}
          value={value}
          aria-pressed={preference === undefined ? undefined : preference === value}
          aria-label={label}
          title={label}
        >
          <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
            <path d={ICONS[value]} />
          </svg>
        </Option>
      ))}
      </Group>
    </Form>
  );
}
