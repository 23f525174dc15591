import { contactSubjectOptions, labelOf } from '@gentlebowl/contracts';

/** A mail's content, in both parts: mail clients that show no HTML (and screen readers in some
 * that do) read the text part. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const SITE_NAME = 'Gentle Bowl';

/** Text as HTML: whatever a visitor typed is shown, never interpreted. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The shared frame: a plain, readable layout that inlines its few styles, as mail clients drop <style>. */
function htmlDocument(title: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#faf7f2;font-family:Arial,Helvetica,sans-serif;color:#2d2a26;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
    body,
    '</div></body></html>',
  ].join('\n');
}

const paragraph = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
const button = (href: string, label: string) =>
  `<p style="margin:0 0 16px"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 20px;background:#2f6f4f;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a></p>`;
const link = (href: string) => `<a href="${escapeHtml(href)}" style="color:#2f6f4f">${escapeHtml(href)}</a>`;

/** The one mail an unconfirmed address receives. */
export function confirmationMail(confirmUrl: string, validHours: number): MailContent {
  const intro = `Someone, hopefully you, asked to receive the ${SITE_NAME} newsletter at this address.`;
  const ask = `Please confirm that you want it. The link works for ${validHours} hours.`;
  const ignore = 'If you did not ask for it, ignore this mail: you will not be subscribed and we will not write again.';
  return {
    subject: `Please confirm your ${SITE_NAME} newsletter subscription`,
    text: [intro, ask, `Confirm your subscription: ${confirmUrl}`, ignore].join('\n\n'),
    html: htmlDocument(
      'Confirm your subscription',
      [paragraph(intro), paragraph(ask), button(confirmUrl, 'Confirm my subscription'), `<p style="margin:0 0 16px;font-size:14px">Or open this link: ${link(confirmUrl)}</p>`, paragraph(ignore)].join('\n'),
    ),
  };
}

/** The first newsletter mail, sent once the address is confirmed. */
export function welcomeMail(siteOrigin: string, unsubscribeUrl: string): MailContent {
  const thanks = `Thank you for confirming: you are now subscribed to the ${SITE_NAME} newsletter.`;
  const what = 'You will receive new articles, feeding tips and updates to our tools for dogs with sensitive stomachs.';
  const leave = 'You can unsubscribe at any time';
  return {
    subject: `Welcome to the ${SITE_NAME} newsletter`,
    text: [thanks, what, `Visit the site: ${siteOrigin}/`, `${leave}: ${unsubscribeUrl}`].join('\n\n'),
    html: htmlDocument(
      `Welcome to the ${SITE_NAME} newsletter`,
      [
        paragraph(thanks),
        paragraph(what),
        button(`${siteOrigin}/`, `Visit ${SITE_NAME}`),
        `<p style="margin:0;font-size:14px">${escapeHtml(leave)}: <a href="${escapeHtml(unsubscribeUrl)}" style="color:#2f6f4f">unsubscribe</a>.</p>`,
      ].join('\n'),
    ),
  };
}

export interface ContactMailFields {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** A contact message for the editors; they answer it by replying (the sender is the Reply-To). */
export function contactMail(message: ContactMailFields): MailContent {
  const topic = labelOf(contactSubjectOptions, message.subject);
  const from = `From: ${message.name} <${message.email}>`;
  const about = `Subject: ${topic}`;
  return {
    subject: `Contact form: ${topic} (from ${message.name})`,
    text: [from, about, '', message.message, '', 'Reply to this mail to answer the sender.'].join('\n'),
    html: htmlDocument(
      'Contact form message',
      [
        paragraph(from),
        paragraph(about),
        `<p style="margin:0 0 16px;white-space:pre-wrap">${escapeHtml(message.message)}</p>`,
        paragraph('Reply to this mail to answer the sender.'),
      ].join('\n'),
    ),
  };
}

export interface StoryReviewMailFields {
  firstName: string;
  town: string;
  story: string;
  /** Opens the review page with the button that publishes the story. */
  approveUrl: string;
  /** Opens the review page with the button that deletes it. */
  rejectUrl: string;
  /** How long both links work, and the story waits before it is deleted unreviewed. */
  validDays: number;
}

/** An owner's story for the editors: it is shown on the site only once one of them approves it. */
export function storyReviewMail(story: StoryReviewMailFields): MailContent {
  const from = `From: ${story.firstName}, ${story.town}`;
  const intro = 'An owner sent this story for the home page, with their consent to publish it. Nothing is shown until you approve it.';
  const how = 'Each link opens a page with the story and one button; nothing changes until you press it.';
  const validity = `The links work for ${story.validDays} days. A story nobody approves by then is deleted.`;
  return {
    subject: `Owner story to review (from ${story.firstName}, ${story.town})`,
    text: [
      intro,
      from,
      '',
      story.story,
      '',
      how,
      `Approve and publish it: ${story.approveUrl}`,
      `Reject and delete it: ${story.rejectUrl}`,
      '',
      validity,
    ].join('\n'),
    html: htmlDocument(
      'Owner story to review',
      [
        paragraph(intro),
        paragraph(from),
        `<blockquote style="margin:0 0 16px;padding:0 0 0 16px;border-left:4px solid #2f6f4f;white-space:pre-wrap">${escapeHtml(story.story)}</blockquote>`,
        paragraph(how),
        button(story.approveUrl, 'Approve and publish'),
        `<p style="margin:0 0 16px"><a href="${escapeHtml(story.rejectUrl)}" style="color:#2f6f4f">Reject and delete</a></p>`,
        paragraph(validity),
      ].join('\n'),
    ),
  };
}
