import { cookiePolicy } from '../features/legal/content/cookie-policy';
import { LegalPage } from '../features/legal/legal-page';

export default function CookiePolicyPage() {
  return <LegalPage document={cookiePolicy} route="cookies" />;
}
