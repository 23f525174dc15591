import { accessibilityStatement } from '../features/legal/content/accessibility-statement';
import { LegalPage } from '../features/legal/legal-page';

export default function AccessibilityStatementPage() {
  return <LegalPage document={accessibilityStatement} route="accessibility" />;
}
