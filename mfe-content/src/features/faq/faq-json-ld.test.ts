import { faqPageJsonLd } from './faq-json-ld';
import { FAQ_ITEMS } from './faq-content';

describe('faqPageJsonLd', () => {
  it('lists every question with its whole answer, list items included', () => {
    const jsonLd = faqPageJsonLd([
      {
        id: 'vet',
        question: 'When should I call the vet?',
        answer: ['Straight away if you see:', { list: ['Blood in the stool', 'Lethargy'] }],
        related: { label: 'More', href: '/blog' },
      },
    ]);

    expect(jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'When should I call the vet?',
          acceptedAnswer: { '@type': 'Answer', text: 'Straight away if you see:\n\n- Blood in the stool\n- Lethargy' },
        },
      ],
    });
  });

  it('describes the ten FAQ questions in page order, none with an empty answer', () => {
    const { mainEntity } = faqPageJsonLd(FAQ_ITEMS);

    expect(mainEntity.map((question) => question.name)).toEqual(FAQ_ITEMS.map((item) => item.question));
    expect(mainEntity).toHaveLength(10);
    for (const question of mainEntity) {
      expect(question.acceptedAnswer.text.length).toBeGreaterThan(100);
    }
  });
});
