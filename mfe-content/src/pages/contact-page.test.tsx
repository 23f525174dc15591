import type { BlogPostSummary } from '@gentlebowl/contracts';
import { errorReply, type FakeResponse, installFetchMock, jsonReply } from '@gentlebowl/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import ContactPageModule from '../app/exposed/contact-page';
import { blogPostSummary } from '../testing/blog-post-fixtures';
import { renderWithShellProviders } from '../testing/render-with-shell-providers';

const posts: BlogPostSummary[] = [
  blogPostSummary({ id: 11, slug: 'best-dog-food-for-diarrhea', title: 'Best Dog Food for Diarrhea', readTime: 7 }),
  blogPostSummary({
    id: 12,
    slug: 'hypoallergenic-dog-food',
    title: 'Hypoallergenic Dog Food',
    readTime: 9,
    imageUrl: '/api/media/posts/hypoallergenic-dog-food.svg',
  }),
  blogPostSummary({ id: 13, slug: 'probiotics-for-dogs', title: 'Probiotics for Dogs', readTime: 5 }),
  blogPostSummary({ id: 14, slug: 'a-fourth-post', title: 'A Fourth Post', readTime: 4 }),
];

let api: ReturnType<typeof installFetchMock>;
beforeEach(() => {
  api = installFetchMock();
});

function answerPostsWith(reply: () => Promise<FakeResponse>) {
  api.fetchMock.mockImplementation((url) => (url === '/api/blog-posts' ? reply() : Promise.resolve(jsonReply({}, 201))));
}

function renderPage(config = {}) {
  return renderWithShellProviders(<ContactPageModule />, { route: '/contact', path: '/contact', config });
}

const popularResources = () => screen.getByRole('region', { name: 'Popular Resources' });

describe('ContactPage', () => {
  beforeEach(() => answerPostsWith(() => Promise.resolve(jsonReply(posts))));

  it('is the exposed module, titled, with breadcrumbs and a canonical link', async () => {
    renderPage();

    const title = screen.getByRole('heading', { level: 1, name: 'Contact Us' });
    expect(title.closest('[data-remote]')).toHaveAttribute('data-remote', 'mfe-content');
    const breadcrumb = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(breadcrumb.getByText('Contact')).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toBe('Contact Us | Gentle Bowl'));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/contact');
    expect(screen.getByRole('form', { name: 'Send Us a Message' })).toBeInTheDocument();
  });

  it('links to the food selector, the tools and the blog for quick answers', () => {
    renderPage();

    const quick = within(screen.getByRole('region', { name: 'Looking for a Quick Answer?' }));
    expect(quick.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/food-selector',
      '/tools',
      '/blog',
    ]);
  });

  it('lists the first three posts as popular resources, with image, title, read time and link', async () => {
    renderPage();

    const box = within(popularResources());
    const links = await box.findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Best Dog Food for Diarrhea', '/blog/best-dog-food-for-diarrhea'],
      ['Hypoallergenic Dog Food', '/blog/hypoallergenic-dog-food'],
      ['Probiotics for Dogs', '/blog/probiotics-for-dogs'],
    ]);
    expect(box.getByText('7 min read')).toBeInTheDocument();
    expect(box.getByText('9 min read')).toBeInTheDocument();
    expect(box.getByText('5 min read')).toBeInTheDocument();
    expect(box.queryByText('A Fourth Post')).not.toBeInTheDocument();
    const images = Array.from(popularResources().querySelectorAll('img'));
    expect(images).toHaveLength(3);
    await waitFor(() => expect(images[1]).toHaveAttribute('src', '/api/media/posts/hypoallergenic-dog-food.svg'));
    expect(box.queryByText('Loading articles…')).not.toBeInTheDocument();
  });

  it('shows a placeholder while the posts load', () => {
    answerPostsWith(() => new Promise<FakeResponse>(() => undefined));
    renderPage();

    expect(within(popularResources()).getByText('Loading articles…').parentElement).toHaveAttribute('aria-busy', 'true');
    expect(within(popularResources()).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says so when there are no posts yet, pointing to the blog', async () => {
    answerPostsWith(() => Promise.resolve(jsonReply([])));
    renderPage();

    expect(await within(popularResources()).findByText(/No articles yet/)).toBeInTheDocument();
    expect(within(popularResources()).getByRole('link', { name: 'blog' })).toHaveAttribute('href', '/blog');
  });

  it('says when the posts could not be loaded and loads them again on request', async () => {
    answerPostsWith(() => Promise.resolve(errorReply(500, 'Internal Server Error')));
    const { user } = renderPage();

    expect(await within(popularResources()).findByText('The articles could not be loaded just now.')).toBeInTheDocument();

    answerPostsWith(() => Promise.resolve(jsonReply(posts)));
    await user.click(within(popularResources()).getByRole('button', { name: 'Try Again' }));

    expect(await within(popularResources()).findByRole('link', { name: 'Best Dog Food for Diarrhea' })).toBeInTheDocument();
  });

  it('shows the configured contact address as a mailto link', () => {
    renderPage({ contactEmail: 'help@example.org' });

    expect(screen.getByRole('link', { name: 'help@example.org' })).toHaveAttribute('href', 'mailto:help@example.org');
  });

  it('notes that advice here does not replace a vet, and what to do in an emergency', () => {
    renderPage();

    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Important note');
    expect(note).toHaveTextContent(/not a substitute for veterinary care/);
    expect(note).toHaveTextContent(/In an emergency, contact your vet/);
    expect(note).toHaveTextContent(/has had diarrhea for more than 24-48 hours\./);
  });

  it('sends a complete message from the page and clears the form', async () => {
    const { user } = renderPage();
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Dana');
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'dana@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello');

    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const notifications = within(screen.getByRole('region', { name: 'Notifications (F8)' }));
    expect(await notifications.findByRole('status')).toHaveTextContent('Message Sent!');
    expect(api.sent().filter((request) => request.method === 'POST')).toEqual([
      {
        url: '/api/contact',
        method: 'POST',
        body: { name: 'Dana', email: 'dana@example.com', subject: 'general', message: 'Hello' },
      },
    ]);
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveValue('');
  });
});
