import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { queryE2eDatabase } from '../support/database';
import { NEWSLETTER_THANK_YOU, withConsentDecided } from '../support/site';
import { expect, test, } from '../support/test';

// HTML first for the content pages (issue 19): signing up for the newsletter, sending the contact
// form, sharing an owner's story, opening an FAQ answer, choosing the guide's resource category and
// filtering the blog work with JavaScript off. What a visitor types while the scripts arrive:
// typing-across-takeover.spec.ts.

function storedContactMessages(message: string): Promise<Array<{ name: string; email: string; subject: string }>> {
  return queryE2eDatabase('SELECT name, email, subject FROM contact_messages WHERE message = $1', [message]);
}

/** The stories this spec stored (unpublished, so never shown), removed again by their text. */
async function storedStories(story: string, remove = false): Promise<Array<{ first_name: string; town: string; published_at: Date | null }>> {
  const rows = await queryE2eDatabase<{ first_name: string; town: string; published_at: Date | null }>(
    'SELECT first_name, town, published_at FROM owner_stories WHERE story = $1',
    [story],
  );
  if (remove) await queryE2eDatabase('DELETE FROM owner_stories WHERE story = $1', [story]);
  return rows;
}

const newsletter = (page: Page) => page.getByRole('region', { name: 'Gentle Feeding Tips in Your Inbox' });
const contactForm = (page: Page) => page.getByRole('form', { name: 'Send Us a Message' });
const storyForm = (page: Page) => page.getByRole('form', { name: 'Share Your Story' });
const field = (page: Page, name: string) => contactForm(page).getByRole('textbox', { name });
const subject = (page: Page) => contactForm(page).getByRole('combobox', { name: 'Subject' });
const topicLink = (page: Page, topic: string) => page.getByRole('link', { name: new RegExp(`^${topic}\\s+\\d+\\s+posts?$`) });
const cards = (page: Page) => page.locator('[data-remote="mfe-content"]').getByRole('article');

const uniqueAddress = () => `html-first-${Date.now()}-${randomUUID().slice(0, 8)}@example.com`;

test.beforeEach(async ({ page }) => withConsentDecided(page, true));

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('signs up for the newsletter from the home page', async ({ page }) => {
    await page.goto('/');
    await newsletter(page).getByRole('textbox', { name: 'Email address' }).fill(uniqueAddress());
    await newsletter(page).getByRole('button', { name: 'Subscribe' }).click();

    await expect(page).toHaveURL('/?subscribed=1#newsletter');
    await expect(newsletter(page).getByText(NEWSLETTER_THANK_YOU)).toBeVisible();
    await expect(newsletter(page).getByRole('textbox')).toHaveCount(0);
  });

  test('signs up for the newsletter from the blog page’s box, and stays on the blog', async ({ page }) => {
    await page.goto('/blog');
    const box = page.getByRole('region', { name: 'Get new guides by email' });
    await box.getByRole('textbox', { name: 'Email address' }).fill(uniqueAddress());
    await box.getByRole('button', { name: 'Subscribe' }).click();

    await expect(page).toHaveURL('/blog?subscribed=1#newsletter');
    await expect(box.getByText(NEWSLETTER_THANK_YOU)).toBeVisible();
    await expect(box.getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Helpful Guides for Pet Parents with Dogs with Sensitive Stomachs');
  });

  test('a sign-up that is not an address comes back with the address kept and the message', async ({ page }) => {
    await page.goto('/');
    await newsletter(page).getByRole('textbox', { name: 'Email address' }).fill('owner-at-example');
    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await newsletter(page).getByRole('button', { name: 'Subscribe' }).click();

    expect((await answer).status()).toBe(400);
    await expect(newsletter(page).getByRole('textbox', { name: 'Email address' })).toHaveValue('owner-at-example');
    await expect(newsletter(page).getByText('Please enter a valid email address')).toBeVisible();
    await expect(newsletter(page).getByText(NEWSLETTER_THANK_YOU)).toHaveCount(0);
  });

  test('sends the contact form and says so', async ({ page }) => {
    const message = `Can a dog with colitis eat pumpkin? (no-JS e2e ${randomUUID()})`;
    await page.goto('/contact');
    await field(page, 'Your name').fill('Robin Vale');
    await field(page, 'Email address').fill('robin@example.com');
    await subject(page).selectOption({ label: 'Digestive Health Issue' });
    await field(page, 'Message').fill(message);
    await contactForm(page).getByRole('button', { name: 'Send Message' }).click();

    await expect(page).toHaveURL('/contact?sent=1');
    const sent = contactForm(page).getByRole('status');
    await expect(sent).toContainText('Message Sent!');
    await expect(sent).toContainText("Thank you for contacting us. We'll get back to you soon.");
    await expect(field(page, 'Your name')).toHaveValue('');
    await expect(field(page, 'Message')).toHaveValue('');
    expect(await storedContactMessages(message)).toEqual([{ name: 'Robin Vale', email: 'robin@example.com', subject: 'digestive-issue' }]);
  });

  test('a refused contact form comes back with everything typed and the message', async ({ page }) => {
    const message = `Kibble or wet food for a senior? (no-JS e2e ${randomUUID()})`;
    await page.goto('/contact');
    await field(page, 'Your name').fill('Robin Vale');
    await field(page, 'Email address').fill('robin-at-example');
    await subject(page).selectOption({ label: 'Food Recommendation' });
    await field(page, 'Message').fill(message);
    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await contactForm(page).getByRole('button', { name: 'Send Message' }).click();

    expect((await answer).status()).toBe(400);
    await expect(field(page, 'Your name')).toHaveValue('Robin Vale');
    await expect(field(page, 'Email address')).toHaveValue('robin-at-example');
    await expect(field(page, 'Email address')).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(subject(page)).toHaveValue('food-recommendation');
    await expect(field(page, 'Message')).toHaveValue(message);
    expect(await storedContactMessages(message)).toEqual([]);

    // With a required field left empty, the spec's notice too.
    await field(page, 'Your name').fill('');
    await field(page, 'Email address').fill('robin@example.com');
    await contactForm(page).getByRole('button', { name: 'Send Message' }).click();
    const notice = contactForm(page).getByRole('alert');
    await expect(notice).toContainText('Missing Information');
    await expect(notice).toContainText('Please fill out all required fields.');
    await expect(field(page, 'Email address')).toHaveValue('robin@example.com');
    await expect(field(page, 'Message')).toHaveValue(message);
  });

  test("shares an owner's story from the home page, stored unpublished until an editor approves it", async ({ page }) => {
    const story = `Pumpkin and a slow switch settled Juniper (no-JS e2e ${randomUUID()})`;
    await page.goto('/');
    await storyForm(page).getByRole('textbox', { name: 'First name' }).fill('Juniper');
    await storyForm(page).getByRole('textbox', { name: 'Town' }).fill('Asheville');
    await storyForm(page).getByRole('textbox', { name: 'Your story' }).fill(story);
    await storyForm(page).getByRole('checkbox', { name: /I agree that my story may be published/ }).check();
    await storyForm(page).getByRole('button', { name: 'Send My Story' }).click();

    await expect(page).toHaveURL('/?story-sent=1#share-your-story');
    await expect(page.locator('#share-your-story').getByText('Thank you for sharing your story!')).toBeVisible();
    await expect(storyForm(page)).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'What Dog Owners Are Saying' }).getByText(story)).toHaveCount(0);
    expect(await storedStories(story, true)).toEqual([{ first_name: 'Juniper', town: 'Asheville', published_at: null }]);
  });

  test('a story sent without consent comes back with everything typed and the message, and is not stored', async ({ page }) => {
    const story = `Refused without consent (no-JS e2e ${randomUUID()})`;
    await page.goto('/');
    await storyForm(page).getByRole('textbox', { name: 'First name' }).fill('Juniper');
    await storyForm(page).getByRole('textbox', { name: 'Your story' }).fill(story);
    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await storyForm(page).getByRole('button', { name: 'Send My Story' }).click();

    expect((await answer).status()).toBe(400);
    await expect(storyForm(page).getByRole('textbox', { name: 'First name' })).toHaveValue('Juniper');
    await expect(storyForm(page).getByRole('textbox', { name: 'Your story' })).toHaveValue(story);
    await expect(storyForm(page).getByRole('textbox', { name: 'Town' })).toHaveAccessibleDescription(/Please enter your town/);
    await expect(storyForm(page).getByRole('checkbox', { name: /I agree that my story may be published/ })).toHaveAccessibleDescription(
      'Please tick the box to let us publish your story',
    );
    // The page's other form is left as it was.
    await expect(newsletter(page).getByRole('textbox', { name: 'Email address' })).not.toHaveAttribute('aria-invalid');
    expect(await storedStories(story)).toEqual([]);
  });

  test('opens an FAQ answer, one at a time, and closes it again', async ({ page }) => {
    await page.goto('/sensitive-stomach-faq');
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    const pumpkin = faq.locator('details').filter({ has: page.getByRole('heading', { name: 'Does pumpkin help a dog with diarrhea?' }) });
    const pumpkinAnswer = pumpkin.getByText(/Plain canned pumpkin is a common short-term fiber aid/);
    await expect(faq.locator('details[open]')).toHaveCount(1);
    await expect(pumpkinAnswer).toBeHidden();

    await pumpkin.locator('summary').click();
    await expect(pumpkinAnswer).toBeVisible();
    await expect(faq.locator('details[open]')).toHaveCount(1);

    await pumpkin.locator('summary').click();
    await expect(pumpkinAnswer).toBeHidden();
    await expect(faq.locator('details[open]')).toHaveCount(0);
  });

  test("opens another of the guide's trusted resource categories", async ({ page }) => {
    await page.goto('/sensitive-stomach-guide');
    const resources = page.getByRole('region', { name: 'Trusted External Resources', exact: true });
    await expect(resources.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');

    await resources.getByRole('tab', { name: 'Nutrition' }).click();
    await expect(page).toHaveURL('/sensitive-stomach-guide?tab=nutrition#trusted-resources');
    await expect(resources.getByRole('tab', { name: 'Nutrition' })).toHaveAttribute('aria-selected', 'true');
    await expect(resources.getByRole('tabpanel', { name: 'Nutrition' }).getByRole('link')).toHaveText([
      'WSAVA Global Nutrition Guidelines',
      'American College of Veterinary Nutrition (ACVN)',
    ]);
    await expect(resources).toBeInViewport();
  });

  test('filters the blog by topic, and clears the filter', async ({ page, request }) => {
    const posts = (await (await request.get('/api/blog-posts')).json()) as Array<{ title: string; category: string; tags: string[] }>;
    const matches = (post: (typeof posts)[number], topic: string) =>
      [...post.tags, post.category, post.title].some((text) => text.toLowerCase().includes(topic.toLowerCase()));
    const topic = 'Digestive Health';
    const expected = posts.filter((post) => matches(post, topic));
    await page.goto('/blog');
    await expect(cards(page)).toHaveCount(posts.length);
    await expect(topicLink(page, topic)).toHaveAccessibleName(new RegExp(`^${topic}\\s+${expected.length}\\s+posts?$`));

    await topicLink(page, topic).click();
    await expect(page).toHaveURL('/blog?topic=Digestive+Health');
    await expect(cards(page)).toHaveCount(expected.length);
    await expect(page.getByText(`Showing ${expected.length} of ${posts.length} articles about ${topic}.`)).toBeVisible();

    // The active topic again clears it, and so does Clear Filter.
    await topicLink(page, topic).click();
    await expect(page).toHaveURL('/blog');
    await expect(cards(page)).toHaveCount(posts.length);
    await expect(page.getByRole('link', { name: 'Clear Filter' })).toHaveCount(0);
    await topicLink(page, topic).click();
    await page.getByRole('link', { name: 'Clear Filter' }).click();
    await expect(page).toHaveURL('/blog');
    await expect(cards(page)).toHaveCount(posts.length);
  });
});

