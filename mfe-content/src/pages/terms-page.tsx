import { termsOfService } from '../features/legal/content/terms-of-service';
import { LegalPage } from '../features/legal/legal-page';

export default function TermsOfServicePage() {
  return <LegalPage document={termsOfService} route="terms" />;
}
