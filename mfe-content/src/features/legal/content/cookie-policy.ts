import { list, paragraph, type LegalDocument } from './legal-document';

export const cookiePolicy: LegalDocument = {
  title: 'Cookie Policy',
  description:
    'What {brand} stores in your browser, why, and how to change your cookie choices. No advertising cookies, and no analytics.',
  dateLabel: 'Last updated: December 7, 2026',
  intro: [
    "This Cookie Policy explains what {brand} stores in your browser when you visit the site, what each item is for, and how you can change your choices at any time. We keep this list short on purpose: we do not use advertising cookies of our own, and we run no analytics.",
    'This policy should be read together with our Privacy Policy at /privacy.',
  ],
  sections: [
    {
      id: 'what-cookies-are',
      heading: 'What cookies and local storage are',
      blocks: [
        paragraph(
          'Cookies are small text files that a website asks your browser to save. The browser sends them back to the website with later requests, so the site can recognize a returning browser or remember a setting. Cookies set by the site you are visiting are first-party cookies; cookies set by another company\'s domain are third-party cookies.',
        ),
        paragraph(
          'Local storage is a similar feature that lets a website keep small pieces of information in your browser. Unlike cookies, local storage is not sent to the server with each request: it stays on your device, and only pages from the same site can read it. {brand} keeps your cookie choices and your color theme in cookies, so pages arrive already matching them, and a first-visit flag in local storage.',
        ),
        paragraph(
          'Privacy laws such as the EU ePrivacy rules and the UK Privacy and Electronic Communications Regulations treat cookies and local storage in the same way, so in this policy the word storage covers both, and the same consent choices apply to both.',
        ),
      ],
    },
    {
      id: 'categories',
      heading: 'The categories we use',
      blocks: [
        paragraph('Our cookie banner and settings group storage into three categories:'),
        list(
          'Necessary: storage without which the site cannot work as you asked, such as remembering the cookie choices you made. This category is always on and cannot be switched off in the settings.',
          'Preferences: storage that remembers choices which make the site more comfortable to use, such as your color theme. It is never used to identify or track you.',
          'Analytics: storage that would count visits, in aggregate, to learn which pages and tools are used. The site runs no analytics today; the setting records your answer in advance, and it is off until you switch it on.',
        ),
        paragraph(
          'There is no advertising category because {brand} does not set advertising or cross-site tracking cookies, and does not allow advertising networks to set them through our pages.',
        ),
      ],
    },
    {
      id: 'what-we-store',
      heading: 'Exactly what we store',
      blocks: [
        paragraph('These are the items {brand} itself stores in your browser:'),
        list(
          'gentlebowl-cookie-consent (cookie, Necessary): your consent record. It holds the categories you allowed or refused and the day you made the choice, so we do not ask again on every page and can respect what you decided. Your browser sends it with each page request, so the page arrives without the banner once you have decided. It is kept for 180 days, then we ask again; choosing again in the cookie settings replaces it.',
          'ui-theme (cookie, Preferences): the color theme you picked with the theme switcher: light, dark or system (follow your device setting). It is written only when you pick a theme, and sent with each page request so the page arrives in that theme. If you allowed Preferences it is kept for 180 days; otherwise it lasts only until you close your browser. Without it, the site opens in the default light theme.',
          'gentlebowl-form-token (cookie, Necessary): a random code that lets our server check that a form you send (a contact message, a newsletter sign-up, your cookie or theme choice) comes from our own pages and not from another website acting in your name. Only a browser that does not tell the site where a form was sent from receives it (current browsers do, and never get it); the same code is in a hidden field of the forms on the pages it is sent. It lasts until you close your browser and says nothing about you.',
          'shell-reloads-for-new-release (session storage, Necessary): the addresses of pages the site opened afresh because a part of it was updated while you were reading, each with the time, so that a page is opened afresh at most once a minute and never over and over. It is written only when that happens, is deleted when you close the tab, and says nothing about you.',
          'gentlebowl-version-group (cookie, Necessary): a random number from 0 to 99 that keeps you on one version of the site while we try a new version of a part of it with some of our visitors, so that pages do not switch between versions as you move around. Our server sets it on the first page you open while such a trial runs, and your browser sends it with each request so every page and its scripts come from the same version. It is kept for a year and says nothing about you.',
          'hasSeenQuickFinderTooltip (local storage, Preferences): a first-visit flag recording that you have already seen the short tip next to the floating Find Perfect Food button, so it is not shown to you again. It is written once the tip has been shown or dismissed and stays until you clear your browser storage.',
        ),
        paragraph(
          'None of these items contains your name, your email address or the answers you give in the food selector. The cookies reach our server only so that it can send each page in your theme and without the banner you already answered, check that a form came from our pages, and keep you on one version of the site; they are not used to recognize you, and we pass them to no one else.',
        ),
        paragraph(
          'If you reject non-essential storage, the site still works fully. Preference items may not be kept between visits, so the site may open in the default light theme and may show the first-visit tip again.',
        ),
      ],
    },
    {
      id: 'analytics',
      heading: 'Analytics only after consent',
      blocks: [
        paragraph(
          'The site loads no analytics script and stores no analytics cookie or identifier, whatever you choose. Your Analytics answer is kept with your other choices so that, if we ever add aggregated statistics (such as how many people read an article or which calculators are used), they run only for visitors who switched Analytics on, never for advertising and never combined with newsletter or contact details. Before that happens, this policy will name the tool, what it stores and for how long.',
        ),
        paragraph('You can change your Analytics answer at any time in the cookie settings.'),
      ],
    },
    {
      id: 'retailer-cookies',
      heading: 'Retailer cookies after you click an affiliate link',
      blocks: [
        paragraph(
          'Product links on {brand} often lead to retailers such as Amazon and Chewy through affiliate links. Our pages do not load retailer scripts or cookies. When you click a link, however, you arrive on the retailer\'s website, and that retailer will set its own cookies in your browser. Among other things, these cookies record that you came from {brand}, so that the retailer can credit us with a commission if you make a qualifying purchase.',
        ),
        paragraph(
          'Third parties, including Amazon and other retailers, may place or recognize cookies on your browser and collect information directly from you once you are on their sites. Those cookies are controlled by the retailer, not by us, and are governed by the retailer\'s own cookie and privacy policies, which usually offer their own consent controls. Our cookie settings cannot switch them off, but your browser controls can.',
        ),
      ],
    },
    {
      id: 'server-cookies',
      heading: 'Cookies from our servers',
      blocks: [
        paragraph(
          'Our servers do not set tracking or advertising cookies. The strictly necessary technical cookies they set are listed above: gentlebowl-form-token protects the site\'s forms, and gentlebowl-version-group keeps you on one version of the site while we try a new one. If another is ever needed, for example to balance traffic between servers, it will belong to the Necessary category, will not be used to identify you, and will be added to the list above.',
        ),
      ],
    },
    {
      id: 'changing-choices',
      heading: 'How to change your choices',
      blocks: [
        paragraph(
          'On your first visit, a banner at the bottom of the page offers three options: accept all, reject non-essential, or open the settings to choose category by category. Analytics stays off until you decide, and closing or ignoring the banner is never treated as consent.',
        ),
        paragraph(
          'You can change your mind at any time. Select the cookie settings button in the footer of any page to reopen the settings, switch Preferences or Analytics on or off, and save. Your new choice takes effect straight away and replaces the consent record.',
        ),
      ],
    },
    {
      id: 'browser-controls',
      heading: 'Browser controls',
      blocks: [
        paragraph(
          'All major browsers let you see, block and delete cookies and site data. Clearing site data for {brand} removes every item listed above, including your consent record, so the banner will appear again on your next visit. You can find these controls in the privacy or site settings of Chrome, Firefox, Safari and Edge, and in the settings of their mobile versions.',
        ),
        paragraph(
          'Blocking third-party cookies in your browser will not affect how {brand} works, because we do not rely on them. It may mean a retailer cannot credit us for a purchase you make after following our link, which does not change the price you pay. Private or incognito windows discard stored items when you close them.',
        ),
        paragraph(
          'Some browsers send a Do Not Track or Global Privacy Control signal. Because we do not track you across sites or sell your information, the site behaves the same way whether or not these signals are sent, and analytics stays off unless you consent.',
        ),
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        paragraph(
          'We update this policy whenever we add, change or remove an item stored in your browser. The date at the top shows the last revision. If we add a new category or a new purpose that needs your consent, we will ask you again through the cookie banner.',
        ),
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        paragraph('If you have a question about this policy or about what we store, write to {email}.'),
      ],
    },
  ],
};
