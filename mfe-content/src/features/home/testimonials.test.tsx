import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithShellProviders } from '../../testing/render-with-shell-providers';
import { Testimonials } from './testimonials';

function starKinds(rating: HTMLElement) {
  return Array.from(rating.querySelectorAll('[data-star]'), (star) => star.getAttribute('data-star'));
}

describe('Testimonials', () => {
  it('shows three owner stories under their heading, said to be experiences rather than endorsements', () => {
    renderWithShellProviders(<Testimonials />);

    const section = screen.getByRole('region', { name: 'What Dog Owners Are Saying' });
    expect(within(section).getAllByRole('figure')).toHaveLength(3);
    expect(within(section).getByText(/not endorsements of any product/)).toBeInTheDocument();
  });

  it('shows each rating as stars with its value to one decimal: 5, 5 and 4.5 with a half star', () => {
    renderWithShellProviders(<Testimonials />);
    const [first, second, third] = screen.getAllByRole('figure');

    for (const fullMarks of [first, second]) {
      const rating = within(fullMarks as HTMLElement).getByRole('img', { name: 'Rated 5.0 out of 5' });
      expect(rating).toHaveTextContent('5.0');
      expect(starKinds(rating)).toEqual(['full', 'full', 'full', 'full', 'full']);
    }
    const rating = within(third as HTMLElement).getByRole('img', { name: 'Rated 4.5 out of 5' });
    expect(rating).toHaveTextContent('4.5');
    expect(starKinds(rating)).toEqual(['full', 'full', 'full', 'full', 'half']);
  });

  it('names the author, location and dog of each story, one of them a German Shepherd', () => {
    renderWithShellProviders(<Testimonials />);
    const atlas = screen.getAllByRole('figure')[1] as HTMLElement;

    expect(within(atlas).getByText('Daniel K.')).toBeInTheDocument();
    expect(within(atlas).getByText('Columbus, Ohio')).toBeInTheDocument();
    expect(within(atlas).getByText('Atlas, German Shepherd')).toBeInTheDocument();
    expect(within(atlas).getByRole('img', { name: 'Atlas, a German Shepherd' })).toHaveAttribute(
      'src',
      '/api/media/testimonials/dog-atlas-german-shepherd.svg',
    );
  });

  it("replaces a German Shepherd's failed photo once with the German Shepherd fallback, and never loops", () => {
    renderWithShellProviders(<Testimonials />);
    const photo = screen.getByRole('img', { name: 'Atlas, a German Shepherd' });

    fireEvent.error(photo);
    expect(photo).toHaveAttribute('src', '/api/media/testimonials/dog-fallback-german-shepherd.svg');

    fireEvent.error(photo);
    expect(photo).toHaveAttribute('src', '/api/media/testimonials/dog-fallback-german-shepherd.svg');
    expect(photo.parentElement).toHaveAttribute('data-state', 'failed');
  });

  it("replaces another breed's failed photo with the general fallback", () => {
    renderWithShellProviders(<Testimonials />);
    const photo = screen.getByRole('img', { name: 'Pepper, a Beagle' });
    expect(photo).toHaveAttribute('src', '/api/media/testimonials/dog-pepper-beagle.svg');

    fireEvent.error(photo);
    expect(photo).toHaveAttribute('src', '/api/media/testimonials/dog-fallback.svg');

    fireEvent.load(photo);
    expect(photo).toHaveAttribute('src', '/api/media/testimonials/dog-fallback.svg');
    expect(photo.parentElement).toHaveAttribute('data-state', 'loaded');
  });
});
