import { OWNER_STORY_REVIEW_PAGE_PATH, OWNER_STORY_TOKEN_PARAMETER } from '@gentlebowl/contracts';
import { type RemotePageModule, PageActionDataProvider } from '@gentlebowl/platform';
import { errorReply, type FakeResponse, installFetchMock, jsonReply, renderInShellStackToString, renderPageOnServer } from '@gentlebowl/platform/testing';
import { matchRoute } from '@gentlebowl/routes';
import { appTheme } from '@gentlebowl/ui';
import { storyUnderReview } from '../testing/owner-story-fixtures';
import * as reviewPage from './owner-story-review-page';

const TOKEN = 'WyJhcHByb3ZlLXN0b3J5Il0.c2lnbmVk';

/** The page as the server sends it after its loader, the API answering the review with `reply`. */
async function serverRender(address: string, reply?: FakeResponse) {
  const { fetchMock } = installFetchMock();
  fetchMock.mockImplementation(async () => reply ?? errorReply(500, 'unexpected request'));
  const { html } = await renderPageOnServer(reviewPage as RemotePageModule, { theme: appTheme, route: address, path: OWNER_STORY_REVIEW_PAGE_PATH });
  const page = document.createElement('div');
  page.innerHTML = html;
  return { page, requested: fetchMock.mock.calls.map(([url]) => url) };
}

const heading = (page: HTMLElement) => page.querySelector('h1')?.textContent;

describe('the page a review link opens', () => {
  it('is served by this remote at the address the API writes into the mail, with the token kept', () => {
    const route = matchRoute(OWNER_STORY_REVIEW_PAGE_PATH)?.route;
    expect(route?.remote).toBe('mfe_content');
    expect(route?.query).toEqual(expect.arrayContaining([OWNER_STORY_TOKEN_PARAMETER, 'decided']));
  });

  it('shows the story and one button, a form POST of the token to the page, asking to approve it', async () => {
    const { page, requested } = await serverRender(`/owner-stories/review?token=${TOKEN}`, jsonReply(storyUnderReview()));

    expect(requested).toEqual([`/api/owner-stories/review?token=${TOKEN}`]);
    expect(heading(page)).toBe('Approve This Story?');
    expect(page.querySelector('blockquote')).toHaveTextContent('Our beagle had loose stools for months.');
    expect(page.querySelector('figcaption')).toHaveTextContent('Juniper, Asheville, North Carolina. Sent on December 1, 2026.');
    const form = page.querySelector('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/owner-stories/review');
    expect(form?.querySelector('input[type="hidden"][name="token"]')).toHaveAttribute('value', TOKEN);
    expect(form?.querySelectorAll('button')).toHaveLength(1);
    expect(form?.querySelector('button[type="submit"]')).toHaveTextContent('Approve and Publish');
  });

  it('asks to reject a story with the reject link, and says so when the story is published already', async () => {
    const pending = (await serverRender(`/owner-stories/review?token=${TOKEN}`, jsonReply(storyUnderReview({ decision: 'reject' })))).page;
    expect(heading(pending)).toBe('Reject This Story?');
    expect(pending.querySelector('button[type="submit"]')).toHaveTextContent('Reject and Delete');

    const published = (
      await serverRender(`/owner-stories/review?token=${TOKEN}`, jsonReply(storyUnderReview({ decision: 'reject', publishedAt: '2026-12-02T08:00:00.000Z' })))
    ).page;
    expect(heading(published)).toBe('Remove This Published Story?');
    expect(published).toHaveTextContent('on the home page since December 2, 2026');
  });

  it('offers no button to approve a story that is published already', async () => {
    const { page } = await serverRender(`/owner-stories/review?token=${TOKEN}`, jsonReply(storyUnderReview({ publishedAt: '2026-12-02T08:00:00.000Z' })));
    expect(heading(page)).toBe('Story Already Published');
    expect(page.querySelector('form')).toBeNull();
  });

  it.each([
    [400, 'Invalid Review Link'],
    [404, 'Story No Longer There'],
    [410, 'Review Link Expired'],
    [503, 'Review Unavailable'],
  ])('answers a link the API refuses with %s with its own page: %s, and no button', async (status, title) => {
    const { page } = await serverRender(`/owner-stories/review?token=${TOKEN}`, errorReply(status, 'refused', '{"message":"refused"}'));
    expect(heading(page)).toBe(title);
    expect(page.querySelector('form')).toBeNull();
    expect(page.querySelector('blockquote')).toBeNull();
  });

  it('says the link is not valid when it carries no token, asking the API nothing', async () => {
    const { page, requested } = await serverRender('/owner-stories/review');
    expect(heading(page)).toBe('Invalid Review Link');
    expect(requested).toEqual([]);
  });

  it.each([
    ['approved', 'Story Approved'],
    ['rejected', 'Story Rejected'],
  ])('tells the outcome once the button has done its work (%s)', async (decided, title) => {
    const { page } = await serverRender(`/owner-stories/review?decided=${decided}`);
    expect(heading(page)).toBe(title);
    expect(Array.from(page.querySelectorAll('a[href="/"]'), (link) => link.textContent)).toContain('Back to the home page');
  });

  it('says a decision was not saved, and why, with a way back to the story', () => {
    const html = renderInShellStackToString(
      <PageActionDataProvider value={{ token: TOKEN, reason: 'This review link has expired.' }}>
        <reviewPage.default />
      </PageActionDataProvider>,
      { theme: appTheme, route: '/owner-stories/review', path: OWNER_STORY_REVIEW_PAGE_PATH },
    );
    const page = document.createElement('div');
    page.innerHTML = html;
    expect(heading(page)).toBe('Decision Not Saved');
    expect(page).toHaveTextContent('This review link has expired.');
    expect(page.querySelector(`a[href="/owner-stories/review?token=${TOKEN}"]`)).toHaveTextContent('Back to the story');
  });
});
