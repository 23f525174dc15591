import { privacyPolicy } from '../features/legal/content/privacy-policy';
import { LegalPage } from '../features/legal/legal-page';

export default function PrivacyPolicyPage() {
  return <LegalPage document={privacyPolicy} route="privacy" />;
}
