import { screen, waitFor, within } from '@testing-library/react';
import { renderWithShellProviders } from '../testing/render-with-shell-providers';
import FaqPage from './faq-page';

const questionButtons = () =>
  within(screen.getByRole('region', { name: 'Frequently Asked Questions' })).getAllByRole('button');

const expanded = () => questionButtons().filter((button) => button.getAttribute('aria-expanded') === 'true');

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

  it('lists ten questions with only the first answer open, each button controlling its own answer', () => {
    renderWithShellProviders(<FaqPage />);

    const buttons = questionButtons();
    expect(buttons).toHaveLength(10);
    expect(expanded()).toEqual([buttons[0]]);
    for (const button of buttons) {
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(panel).not.toBeNull();
      expect(panel).toHaveProperty('hidden', button.getAttribute('aria-expanded') !== 'true');
    }
    expect(screen.getByText(/Common signs are soft or loose stools/)).toBeVisible();
    expect(screen.getByText(/Plain canned pumpkin is a common short-term fiber aid/)).not.toBeVisible();
  });

  it('opens one answer at a time and closes the open one when it is chosen again, from the keyboard', async () => {
    const { user } = renderWithShellProviders(<FaqPage />);
    const buttons = questionButtons();
    const pumpkin = screen.getByRole('button', { name: 'Does pumpkin help a dog with diarrhea?' });

    pumpkin.focus();
    await user.keyboard('{Enter}');
    expect(expanded()).toEqual([pumpkin]);
    expect(buttons[0]).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/Plain canned pumpkin is a common short-term fiber aid/)).toBeVisible();

    await user.keyboard(' ');
    expect(expanded()).toEqual([]);

    await user.tab();
    expect(buttons[9]).toHaveFocus();
    await user.keyboard(' ');
    expect(expanded()).toEqual([buttons[9]]);
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
      questionButtons().map((button) => button.textContent),
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
