import { textBlocksToPlainText } from '../../shared/text-blocks';
import type { FaqItem } from './faq-content';

export interface FaqPageJsonLd {
  '@context': 'https://schema.org';
  '@type': 'FAQPage';
  mainEntity: Array<{
    '@type': 'Question';
    name: string;
    acceptedAnswer: { '@type': 'Answer'; text: string };
  }>;
}

/** schema.org FAQPage: each question with its full answer as plain text. */
export function faqPageJsonLd(items: readonly FaqItem[]): FaqPageJsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: textBlocksToPlainText(item.answer) },
    })),
  };
}
