import { screen } from '@testing-library/react';
import { CookieBanner } from '../src/features/consent/cookie-banner';
import { CookieSettingsDialog } from '../src/features/consent/cookie-settings-dialog';
import { ThemeSwitch } from '../src/features/theme/theme-switch';
import { hydrateServerHtml } from '@gentlebowl/platform/testing';
import { appTheme } from '@gentlebowl/ui';
import { withFormToken } from './page-document';

// A page sent with the visitor's form token in its forms (to a browser that does not say where its
// posts come from) hydrates as the page everyone gets: React passes over the field it did not render.

const TOKEN = 'Zm9ybS10b2tlbi1vZi10aGlzLXZpc2l0';

const pageWithForms = (
  <>
    <ThemeSwitch />
    <CookieBanner />
    <CookieSettingsDialog />
  </>
);

it("hydrates a page with the visitor's form token in its forms, and the forms still send it", async () => {
  const { container, html, problems } = await hydrateServerHtml(pageWithForms, { theme: appTheme, served: (rendered) => withFormToken(rendered, TOKEN) });

  expect(problems).toEqual([]);
  const forms = [...container.querySelectorAll('form')];
  expect(forms.length).toBeGreaterThanOrEqual(3);
  expect(html.match(/name="form-token"/g)).toHaveLength(forms.length);
  for (const form of forms) expect(new FormData(form).get('form-token')).toBe(TOKEN);
  expect(screen.getByRole('button', { name: 'Accept all' })).toBeInTheDocument();
});
