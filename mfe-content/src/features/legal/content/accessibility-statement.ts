import { list, paragraph, type LegalDocument } from './legal-document';

export const accessibilityStatement: LegalDocument = {
  title: 'Accessibility Statement',
  description:
    '{brand} is partially conformant with WCAG 2.1 level AA. Read what we have done, known limitations and how to report a barrier.',
  dateLabel: 'Statement created: May 17, 2025',
  intro: [
    'Every dog owner should be able to find reliable help for a dog with a sensitive stomach, whatever device, browser or assistive technology they use. This statement describes how accessible the {brand} website is today, where we know it falls short, and how to tell us about a problem.',
    'This statement was created on May 17, 2025, and applies to all pages published on this website.',
  ],
  sections: [
    {
      id: 'commitment',
      heading: 'Our commitment',
      blocks: [
        paragraph(
          '{brand} is committed to making its articles, guides, recipes, calculators and food selector usable by as many people as possible, including people who are blind or have low vision, who are deaf or hard of hearing, who have motor or cognitive disabilities, or who rely on a keyboard, a screen reader, voice control or screen magnification. We treat accessibility as part of building every page, not as a separate project.',
        ),
      ],
    },
    {
      id: 'conformance-status',
      heading: 'Conformance status',
      blocks: [
        paragraph(
          'The Web Content Accessibility Guidelines (WCAG) published by the World Wide Web Consortium (W3C) define requirements that help designers and developers make web content more accessible. WCAG has three levels of conformance: A, AA and AAA. Level AA is the level most laws and policies around the world refer to.',
        ),
        paragraph(
          '{brand} is partially conformant with WCAG 2.1 level AA. Partially conformant means that some parts of the content do not yet fully conform to the standard. Most of the site, including navigation, articles, the food selector and the calculators, has been built and tested to meet level AA; the exceptions we know about are listed under Known limitations below.',
        ),
      ],
    },
    {
      id: 'measures',
      heading: 'Measures we have taken',
      blocks: [
        paragraph('To support accessibility, we have taken the following measures:'),
        list(
          'Every page starts with a skip to main content link, uses one main heading, and organizes content with a logical heading order and landmark regions for the header, navigation, main content and footer.',
          'All menus, buttons, tabs, accordions, checkboxes and form fields can be reached and operated with a keyboard alone, with a visible focus indicator. The mobile menu can be closed with the Escape key and returns focus to the button that opened it.',
          'Form fields in the food selector, the calculators, the newsletter signup and the contact form have visible labels, required fields are marked, and error messages are written in words, placed next to the field they describe and announced to screen readers.',
          'Ratings are never shown by stars alone: each rating also gives the number out of 5 as text. Badges, sale prices and status messages do not rely on color alone.',
          'Text and interactive elements are designed to meet the WCAG AA contrast ratios in both the light and the dark theme, and you can switch themes or follow your device setting.',
          'Pages reflow to a single column on narrow screens and can be zoomed to 200 percent without loss of content or function.',
          'Images that carry information have text alternatives; decorative images are hidden from assistive technology.',
          'Links that open a retailer\'s website in a new tab say so to screen reader users.',
          'Breadcrumbs on each content page show where you are on the site, and a site map at /sitemap lists every main page.',
          'We write in plain language, explain veterinary terms when we first use them, and break long guides into short sections with descriptive headings.',
        ),
      ],
    },
    {
      id: 'known-limitations',
      heading: 'Known limitations',
      blocks: [
        paragraph(
          'Despite our efforts, some content is not yet fully accessible. These are the limitations we know about:',
        ),
        list(
          'Third-party retailer pages: buy links take you to retailers such as Amazon and Chewy. Those websites are outside our control and their accessibility may differ from ours. If you have difficulty buying a food we recommend, write to us and we will help you find the product information you need.',
          'Notifications: short confirmation messages, such as the one shown when a calculation is complete, close automatically after 5 seconds. They are announced to screen readers, and the information they carry is also shown on the page, for example the calculation result itself.',
          'Other websites: our guides and articles link to resources on other websites, whose accessibility we do not control.',
        ),
        paragraph(
          'We do not publish guides, recipes or feeding charts as PDF documents. All of our content, including the feeding tables and transition schedules, is published as ordinary web pages, so it works with the same assistive technology as the rest of the site.',
        ),
      ],
    },
    {
      id: 'compatibility',
      heading: 'Compatibility with browsers and assistive technology',
      blocks: [
        paragraph('The site is designed to be compatible with:'),
        list(
          'The two most recent major versions of Chrome, Firefox, Safari and Edge on desktop and mobile.',
          'The NVDA and JAWS screen readers with Chrome, Edge and Firefox on Windows.',
          'VoiceOver with Safari on macOS and iOS, and TalkBack with Chrome on Android.',
          'Browser zoom, operating system text scaling and high contrast modes.',
        ),
        paragraph(
          'The site is not designed for older browsers such as Internet Explorer, and some features may not work as expected in them.',
        ),
      ],
    },
    {
      id: 'technical-specifications',
      heading: 'Technical specifications',
      blocks: [
        paragraph(
          'The accessibility of {brand} relies on the following technologies working with your web browser and any assistive technology or plugins installed on your computer:',
        ),
        list('HTML', 'CSS', 'JavaScript', 'WAI-ARIA'),
        paragraph(
          'These technologies are relied upon for conformance with the accessibility standards used. Every page, the food selector and the calculators included, also works with JavaScript turned off.',
        ),
      ],
    },
    {
      id: 'assessment-approach',
      heading: 'Assessment approach',
      blocks: [
        paragraph(
          '{brand} assessed the accessibility of this website by self-evaluation: our own team tested the site rather than an external auditor. Our evaluation combines:',
        ),
        list(
          'Automated checks with the axe accessibility engine, color contrast included, of the main pages in the light and the dark theme, on a desktop and a phone-sized screen, run with every change to the site.',
          'Automated browser tests that use the keyboard to operate the menus, tabs, forms, the food selector and both calculators.',
          'A check that pages reflow on a 320 pixel wide screen without scrolling sideways, and validation of the HTML of every page in the site map with the W3C Nu Html Checker.',
        ),
        paragraph(
          'We review this statement at least once a year and whenever we make a significant change to the site.',
        ),
      ],
    },
    {
      id: 'feedback',
      heading: 'Feedback',
      blocks: [
        paragraph(
          'We welcome your feedback on the accessibility of {brand}. If you meet a barrier, find content you cannot use, or need information in a different format, email us at {email}. It helps us if you tell us:',
        ),
        list(
          'The address of the page where you had the problem.',
          'What you were trying to do and what went wrong.',
          'The browser, device and any assistive technology you were using.',
        ),
        paragraph(
          'We aim to respond to accessibility feedback within 5 business days. If we cannot fix the problem straight away, we will tell you what we plan to do and when, and offer you the information you need in another way in the meantime.',
        ),
      ],
    },
    {
      id: 'complaints-and-enforcement',
      heading: 'Formal complaints and enforcement procedure',
      blocks: [
        paragraph(
          'If you are not satisfied with our response, reply to it and ask for your feedback to be handled as a formal complaint. The complaint will be reviewed by the person responsible for accessibility at {brand}, who will send you a written decision within 10 business days explaining what we will change and by when.',
        ),
        paragraph(
          'If you are still not satisfied, you can contact the body responsible for accessibility where you live. In the United States, you can file a complaint with the Civil Rights Division of the U.S. Department of Justice at civilrights.justice.gov. In the United Kingdom, you can contact the Equality Advisory and Support Service (EASS). In the European Union, you can contact the authority your country has designated to enforce accessibility requirements. Using our own complaints procedure first does not affect your right to contact these bodies at any time.',
        ),
      ],
    },
  ],
};
