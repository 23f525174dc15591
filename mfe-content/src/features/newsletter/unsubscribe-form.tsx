import { NEWSLETTER_TOKEN_PARAMETER, newsletterApiPaths } from '@gentlebowl/contracts';
import { Button } from '@gentlebowl/ui';

/**
 * The unsubscribe page's button: a plain form that POSTs to the API, which answers with a redirect
 * to the unsubscribed page, so it works without JavaScript. A GET never unsubscribes, since mail
 * scanners open the links of a mail.
 */
export function UnsubscribeForm({ token }: { token: string }) {
  const action = `${newsletterApiPaths.unsubscribe}?${new URLSearchParams({ [NEWSLETTER_TOKEN_PARAMETER]: token })}`;
  return (
    <form method="post" action={action}>
      <Button type="submit" variant="accent">
        Unsubscribe
      </Button>
    </form>
  );
}
