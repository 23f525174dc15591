import { installFetchMock, jsonReply } from '@gentlebowl/platform/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { exampleStories, ownerStory } from '../../testing/owner-story-fixtures';
import { renderWithShellProviders } from '../../testing/render-with-shell-providers';
import { OwnerStories } from './owner-stories';

function starKinds(rating: HTMLElement) {
  return Array.from(rating.querySelectorAll('[data-star]'), (star) => star.getAttribute('data-star'));
}

function showStories(stories: unknown[]) {
  const { fetchMock } = installFetchMock();
  fetchMock.mockResolvedValue(jsonReply(stories));
  renderWithShellProviders(<OwnerStories />);
  return fetchMock;
}

const section = () => screen.getByRole('region', { name: 'What Dog Owners Are Saying' });

describe('OwnerStories', () => {
  describe('while no owner has a story published', () => {
    it('shows the three examples, each marked "Example story" beside the person, and says they are no real owners', async () => {
      const fetchMock = showStories(exampleStories());
      const figures = await screen.findAllByRole('figure');

      expect(fetchMock.mock.calls[0]?.[0]).toMatch(/\/api\/owner-stories$/);
      expect(figures).toHaveLength(3);
      for (const figure of figures) {
        expect(within(figure).getByRole('img', { name: /^Rated / })).toBeInTheDocument();
        expect(within(figure.querySelector('cite') as HTMLElement).getByText('Example story')).toBeInTheDocument();
      }
      expect(within(section()).getByText(/these examples show what a story can look like: they are not real owners/)).toBeInTheDocument();
    });

    it('shows each rating as stars with its value to one decimal: 5, 5 and 4.5 with a half star', async () => {
      showStories(exampleStories());
      const [first, second, third] = await screen.findAllByRole('figure');

      for (const fullMarks of [first, second]) {
        const rating = within(fullMarks as HTMLElement).getByRole('img', { name: 'Rated 5.0 out of 5' });
        expect(rating).toHaveTextContent('5.0');
        expect(starKinds(rating)).toEqual(['full', 'full', 'full', 'full', 'full']);
      }
      const rating = within(third as HTMLElement).getByRole('img', { name: 'Rated 4.5 out of 5' });
      expect(starKinds(rating)).toEqual(['full', 'full', 'full', 'full', 'half']);
    });

    it("replaces a German Shepherd's failed photo once with the German Shepherd fallback, and never loops", async () => {
      showStories(exampleStories());
      const photo = await screen.findByRole('img', { name: 'Atlas, a German Shepherd' });
      expect(within(screen.getAllByRole('figure')[1] as HTMLElement).getByText('Columbus, Ohio')).toBeInTheDocument();

      fireEvent.error(photo);
      expect(photo).toHaveAttribute('src', '/api/media/testimonials/dog-fallback-german-shepherd.svg');
      fireEvent.error(photo);
      expect(photo).toHaveAttribute('src', '/api/media/testimonials/dog-fallback-german-shepherd.svg');
      expect(photo.parentElement).toHaveAttribute('data-state', 'failed');
    });

    it("replaces another breed's failed photo with the general fallback", async () => {
      showStories(exampleStories());
      const photo = await screen.findByRole('img', { name: 'Pepper, a Beagle' });

      fireEvent.error(photo);
      expect(photo).toHaveAttribute('src', '/api/media/testimonials/dog-fallback.svg');
      fireEvent.load(photo);
      expect(photo.parentElement).toHaveAttribute('data-state', 'loaded');
    });
  });

  it("shows owners' stories with first name, town and the day each was published, without rating, photo or example mark", async () => {
    showStories([ownerStory(), ownerStory({ id: 'second', firstName: 'Rosa', town: 'Tucson', publishedAt: '2026-11-20T18:00:00.000Z' })]);
    const [juniper, rosa] = await screen.findAllByRole('figure');

    expect(within(juniper as HTMLElement).getByText('Our beagle had loose stools for months. The 10-day plan made the switch gentle.')).toBeInTheDocument();
    expect(within(juniper as HTMLElement).getByText('Juniper')).toBeInTheDocument();
    expect(within(juniper as HTMLElement).getByText('Asheville, North Carolina')).toBeInTheDocument();
    expect(within(juniper as HTMLElement).getByText('December 3, 2026')).toHaveAttribute('datetime', '2026-12-03T09:30:00.000Z');
    expect(within(rosa as HTMLElement).getByText(/Published/)).toHaveTextContent('Published November 20, 2026');
    expect(within(section()).queryByRole('img')).toBeNull();
    expect(within(section()).queryByText('Example story')).toBeNull();
    expect(within(section()).getByText(/published with their consent once an editor has read them/)).toBeInTheDocument();
  });

  it('invites the first story when there is none to show (examples turned off)', async () => {
    showStories([]);
    expect(await within(section()).findByText(/No owner has shared a story yet\. Be the first/)).toBeInTheDocument();
    expect(screen.queryByRole('figure')).toBeNull();
  });
});
