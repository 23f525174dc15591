// POST /preferences: the theme switch and the cookie banner and settings are plain forms that post
// here, so they work before the page's scripts arrive and without them. The choice goes into a
// first-party cookie, and the visitor goes back (303) to the page they were on, which the server
// then sends in the chosen theme and without the banner.
import formBody from '@fastify/formbody';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  CONSENT_COOKIE,
  type ConsentChoice,
  consentFromForm,
  formatConsentCookie,
  parseThemePreference,
  PREFERENCE_COOKIE_MAX_AGE_SECONDS,
  PREFERENCE_FIELDS,
  PREFERENCES_PATH,
  preferencesFromCookies,
  safeReturnPath,
  THEME_COOKIE,
} from '../src/shared/visitor-preferences';
import { formsFromThisSiteOnly } from './same-site-forms';

/** A preference form is a few short fields. */
const FORM_BODY_LIMIT_BYTES = 2_048;

/** Secure over HTTPS (directly or through a trusted proxy, as request.protocol tells), readable by
 * the server alone, and sent with top-level navigations from other sites so a visitor arriving
 * through a link sees their theme. */
const cookieOptions = (maxAge: number | undefined): CookieSerializeOptions => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  secure: 'auto',
  ...(maxAge === undefined ? {} : { maxAge }),
});

/**
 * Keeps a theme choice: for the whole decision period when the visitor allowed preference storage,
 * otherwise for this browser session only (a choice the visitor asked for, forgotten when the
 * browser closes).
 */
function setThemeCookie(reply: FastifyReply, theme: string, consent: ConsentChoice | null) {
  reply.setCookie(THEME_COOKIE, theme, cookieOptions(consent?.preferences ? PREFERENCE_COOKIE_MAX_AGE_SECONDS : undefined));
}

export interface PreferencesEndpointOptions {
  /** The site's public origin (SITE_ORIGIN), whose pages may post here: a form on another site
   * must not decide a visitor's cookie consent for them (formsFromThisSiteOnly). */
  siteOrigin: string;
}

export async function preferencesEndpoint(app: FastifyInstance, { siteOrigin }: PreferencesEndpointOptions) {
  // Only this route reads form bodies here; another part of the server may already have taught the
  // whole server to.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    await app.register(formBody, { bodyLimit: FORM_BODY_LIMIT_BYTES });
  }

  app.post(PREFERENCES_PATH, { bodyLimit: FORM_BODY_LIMIT_BYTES, preHandler: formsFromThisSiteOnly(siteOrigin) }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    // A field sent twice arrives as a list, which no field here accepts: it reads as invalid.
    const form = new URLSearchParams(typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, string>) : {});
    const decided = consentFromForm(form);
    const chosenTheme = parseThemePreference(form.get(PREFERENCE_FIELDS.theme));
    if (!decided && !chosenTheme) {
      return reply.code(400).type('text/plain; charset=utf-8').send('Choose a colour theme or your cookie settings.');
    }
    const current = preferencesFromCookies(request.cookies);
    const consent = decided ?? current.consent;
    if (decided) reply.setCookie(CONSENT_COOKIE, formatConsentCookie(decided), cookieOptions(PREFERENCE_COOKIE_MAX_AGE_SECONDS));
    // A new consent decision moves a theme already kept to the storage it now allows.
    const theme = chosenTheme ?? (request.cookies[THEME_COOKIE] === undefined ? undefined : current.theme);
    if (theme) setThemeCookie(reply, theme, consent);

    return reply.code(303).header('location', safeReturnPath(form.get(PREFERENCE_FIELDS.returnTo))).send();
  });
}
