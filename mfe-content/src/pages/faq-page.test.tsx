import { screen, waitFor, within } from '@testing-library/react';
import { renderWithShellProviders } from '../testing/render-with-shell-providers';
import FaqPage from './faq-page';

const questions = () =>
  within(screen.getByRole('region', { name: 'Frequently Asked Questions' })).getAllByRole('heading', { level: 3 });

/** The disclosure (a native <details>) a question opens. */
const itemOf = (question: HTMLElement) => question.closest('details');

function jsonLdBlocks(): Array<Record<string, unknown>> {
  return Array.from(document.head.querySelectorAll('script[type="application/ld+json"]')).map((script) =>
    JSON.parse(script.textContent ?? ''),
  );
}

describe('FaqPage', () => {
  it('shows the title, breadcrumbs and page metadata', async () => {
    renderWithShellProviders(<FaqPage />, { route: '/sensitive-stomach-faq' });

    expect(screen.getByRole('heading', { level: 1, name: 'Sensitive Stomach FAQ' })).toBeInTheDocument();
    const breadcrumb = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(breadcrumb.getByText('Sensitive Stomach FAQ')).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toBe('Sensitive Stomach FAQ | Gentle Bowl'));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost/sensitive-stomach-faq',
    );
  });

  it('lists ten questions with only the first answer open, each in a disclosure of its own', () => {
    renderWithShellProviders(<FaqPage />);

    const items = questions().map(itemOf);
    expect(items).toHaveLength(10);
    expect(items.map((item) => item?.hasAttribute('open'))).toEqual([true, ...Array(9).fill(false)]);
    expect(itemOf(screen.getByRole('heading', { name: 'What are the signs of a sensitive stomach in dogs?' }))).toHaveTextContent(
      /Common signs are soft or loose stools/,
    );
  });

  it('groups the answers under one name, so the browser keeps one open at a time (the keyboard included)', () => {
    renderWithShellProviders(<FaqPage />);
    const names = new Set(questions().map((question) => itemOf(question)?.getAttribute('name')));
    expect([...names]).toEqual(['faq']);
  });

  it('ends with the key takeaways and links to the selector, the blog and three posts', () => {
    renderWithShellProviders(<FaqPage />);

    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sections).toEqual(['Frequently Asked Questions', 'Key Takeaways', 'Keep Reading']);
    const takeaways = within(screen.getByRole('region', { name: 'Key Takeaways' })).getAllByRole('listitem');
    expect(takeaways.length).toBeGreaterThanOrEqual(3);

    const reading = within(screen.getByRole('region', { name: 'Keep Reading' }));
    expect(reading.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      expect.arrayContaining([
        '/food-selector',
        '/blog',
        '/blog/top-5-best-dog-foods-for-sensitive-stomachs',
        '/blog/best-dog-food-for-diarrhea',
        '/blog/hypoallergenic-dog-food-guide',
      ]),
    );
  });

  it('describes the same ten questions and answers as FAQPage structured data, beside the breadcrumb list', () => {
    renderWithShellProviders(<FaqPage />);

    const blocks = jsonLdBlocks();
    expect(blocks.map((block) => block['@type']).sort()).toEqual(['BreadcrumbList', 'FAQPage']);
    const faq = blocks.find((block) => block['@type'] === 'FAQPage') as {
      mainEntity: Array<{ '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }>;
    };
    expect(faq.mainEntity.map((question) => question.name)).toEqual(
      questions().map((question) => question.textContent),
    );
    for (const question of faq.mainEntity) {
      expect(question['@type']).toBe('Question');
      expect(question.acceptedAnswer['@type']).toBe('Answer');
    }
    expect(faq.mainEntity[2]?.acceptedAnswer.text).toContain('Diarrhea lasting more than 24-48 hours');
    const breadcrumbs = blocks.find((block) => block['@type'] === 'BreadcrumbList');
    expect(breadcrumbs).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Home', item: 'http://localhost' },
        { position: 2, name: 'Sensitive Stomach FAQ', item: 'http://localhost/sensitive-stomach-faq' },
      ],
    });
  });
});
