import { type BlogPostSummary, dogInWords, referenceDog } from '@gentlebowl/contracts';
import { errorReply, type FakeResponse, installFetchMock, jsonReply } from '@gentlebowl/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import AboutPageModule from '../app/exposed/about-page';
import { blogPostSummary } from '../testing/blog-post-fixtures';
import { renderWithShellProviders } from '../testing/render-with-shell-providers';

const posts: BlogPostSummary[] = [
  blogPostSummary({ id: 1, slug: 'best-dog-food-for-diarrhea', title: 'Best Dog Food for Diarrhea' }),
  blogPostSummary({ id: 2, slug: 'hypoallergenic-dog-food', title: 'Hypoallergenic Dog Food' }),
  blogPostSummary({ id: 3, slug: 'probiotics-for-dogs', title: 'Probiotics for Dogs' }),
  blogPostSummary({ id: 4, slug: 'a-fourth-post', title: 'A Fourth Post' }),
];

let api: ReturnType<typeof installFetchMock>;
beforeEach(() => {
  api = installFetchMock();
  api.fetchMock.mockResolvedValue(jsonReply(posts));
});

function renderPage(config = {}) {
  return renderWithShellProviders(<AboutPageModule />, { route: '/about-us', path: '/about-us', config });
}

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('AboutPage', () => {
  it('is the exposed module, titled with the brand, with breadcrumbs and a canonical link', async () => {
    renderPage({ brandName: 'Calm Tummy' });

    const title = screen.getByRole('heading', { level: 1, name: 'About Calm Tummy' });
    expect(title.closest('[data-remote]')).toHaveAttribute('data-remote', 'mfe-content');
    const breadcrumb = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(breadcrumb.getByText('About Us')).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toBe('About Us | Calm Tummy'));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/about-us');
  });

  it('presents mission, team, methodology and values before the links, articles, bodies and disclosure', () => {
    renderPage();

    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Our Mission',
      'Our Team and How We Check Our Work',
      'Our Methodology',
      'Our Values',
      'Explore Our Resources',
      'From Our Blog',
      'Trusted Veterinary Organizations',
      'Affiliate Disclosure',
    ]);
  });

  it('describes the team by role and review process, naming the veterinary references', () => {
    renderPage();

    const team = section('Our Team and How We Check Our Work');
    expect(team.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Writers and editors',
      'Following veterinary references',
      'Catalogue editors',
      'Your veterinarian',
    ]);
    for (const reference of ['WSAVA', 'AAFCO', 'Merck Veterinary Manual']) {
      expect(team.getByText(new RegExp(reference))).toBeInTheDocument();
    }
    expect(team.queryByText(/\bDr\.|DVM/)).not.toBeInTheDocument();
    expect(team.queryByText(/vet-approved|veterinary-approved|expert-reviewed/i)).not.toBeInTheDocument();
    expect(team.getByRole('link', { name: 'Tell us' })).toHaveAttribute('href', '/contact');
  });

  it('explains the hard rules and the points of the ranking, which add up to 90 for a perfect fit', () => {
    renderPage();

    const method = section('Our Methodology');
    expect(method.getByText('Its label lists anything you ticked under allergies.')).toBeInTheDocument();
    expect(method.getByText(/not made for your dog's age group/)).toBeInTheDocument();
    expect(method.getByText(/not made for your dog's size/)).toBeInTheDocument();
    expect(method.getByText(/out of 90 for a food that fits everything/)).toBeInTheDocument();
    const rows = within(method.getByRole('table', { name: "Points in the Food Selector's ranking" }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent).slice(0, 2));
    expect(rows).toEqual([
      ["Your dog's symptoms", 'up to 50'],
      ['Ingredients you prefer', 'up to 15'],
      ['Your budget', '15 to minus 32'],
      ['Vet recommended', '6'],
      ['Clinically proven formula', '4'],
    ]);
    expect(method.getByText("A retailer's star rating earns no points: it says nothing about a sensitive stomach.")).toBeInTheDocument();
    expect(method.getByRole('link', { name: /Food Selector/ })).toHaveAttribute('href', '/food-selector');
  });

  it('words the results as the food selector shows them, for the dog the catalogue prices', () => {
    renderPage();

    const method = section('Our Methodology');
    expect(method.getByText(new RegExp(`budget band a month of each falls in for a ${dogInWords(referenceDog)}\\.`))).toBeInTheDocument();
    expect(method.getByText(/they follow under "Over your budget", closest to your budget first/)).toBeInTheDocument();
    expect(method.getByText(/listed apart under "Ask your vet about" and never as the top pick/)).toBeInTheDocument();
    expect(method.queryByText(/Above your budget/)).not.toBeInTheDocument();
    expect(method.getByText(/list up to three that fit everything else apart, under "Not made for your dog's symptoms"/)).toBeInTheDocument();
  });

  it('says where the facts come from and when, as the food pages show them', () => {
    renderPage();

    const method = section('Our Methodology');
    expect(method.getByText(/^Prices, each for one package at one retailer on the day it was seen there/)).toHaveTextContent(
      /A price counts as current for 30 days; after that it is shown as out of date/,
    );
    expect(method.getByText(/only where a named reviewer with a credential stands behind it/)).toBeInTheDocument();
    expect(method.getByText(/Without both, the results ask for them rather than guess\./)).toBeInTheDocument();
    expect(method.queryByText(/editorial rating/)).not.toBeInTheDocument();
  });

  it('names the four values, each with a sentence', () => {
    renderPage();

    const values = section('Our Values');
    const names = values.getAllByRole('term').map((term) => term.textContent);
    expect(names).toEqual(['Transparency', 'Evidence-Based', 'Accessibility', 'Empathy']);
    for (const description of values.getAllByRole('definition')) {
      expect(description.textContent?.length).toBeGreaterThan(40);
    }
  });

  it('links to the food selector, the tools, the blog and the contact page', () => {
    renderPage();

    const links = section('Explore Our Resources').getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/food-selector', '/tools', '/blog', '/contact']);
  });

  it('shows the first three blog articles and a link to all of them', async () => {
    renderPage();

    const blog = section('From Our Blog');
    await blog.findByRole('link', { name: 'Best Dog Food for Diarrhea' });
    expect(blog.getAllByRole('article')).toHaveLength(3);
    expect(blog.getByRole('link', { name: 'Probiotics for Dogs' })).toHaveAttribute('href', '/blog/probiotics-for-dogs');
    expect(blog.queryByText('A Fourth Post')).not.toBeInTheDocument();
    expect(blog.getByRole('link', { name: 'View All Articles' })).toHaveAttribute('href', '/blog');
  });

  it('holds the articles’ place while they load', () => {
    api.fetchMock.mockReturnValue(new Promise<FakeResponse>(() => undefined));
    renderPage();

    const blog = section('From Our Blog');
    expect(blog.getByText('Loading articles…')).toBeInTheDocument();
    expect(blog.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says when the articles could not be loaded and loads them again on request', async () => {
    api.fetchMock.mockResolvedValue(errorReply(500, 'Internal Server Error'));
    const { user } = renderPage();

    const blog = section('From Our Blog');
    expect(await blog.findByText('The articles could not be loaded.')).toBeInTheDocument();

    api.fetchMock.mockResolvedValue(jsonReply(posts));
    await user.click(blog.getByRole('button', { name: 'Try Again' }));

    expect(await blog.findAllByRole('article')).toHaveLength(3);
  });

  it('links to the professional bodies in a new tab, without handing them this page', () => {
    renderPage();

    const links = section('Trusted Veterinary Organizations').getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://www.avma.org',
      'https://wsava.org',
      'https://www.aafco.org',
      'https://acvn.org',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
    }
  });

  it('discloses the affiliate links, with the Amazon Associates statement and whose ratings and prices are shown', () => {
    renderPage();

    const disclosure = section('Affiliate Disclosure');
    expect(disclosure.getByText('As an Amazon Associate we earn from qualifying purchases.')).toBeInTheDocument();
    expect(disclosure.getByText(/^A star rating on this site is a retailer's customer rating, shown with the number of reviews, the retailer and the day we saw it/)).toBeInTheDocument();
    expect(disclosure.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  });
});
