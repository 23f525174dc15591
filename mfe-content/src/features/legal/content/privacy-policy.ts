import { dataRetention } from '@gentlebowl/contracts';
import { list, paragraph, type LegalDocument } from './legal-document';

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  description:
    'How {brand} collects, uses, keeps and protects your information, and the privacy rights you have under GDPR, UK GDPR and California law.',
  dateLabel: 'Last updated: December 7, 2026',
  intro: [
    "{brand} publishes guides, tools and food recommendations for owners of dogs with sensitive stomachs. We collect as little personal information as we can; this policy explains what we collect, why, how long we keep it and what choices you have.",
    'The site is operated from the United States and read worldwide, so this policy covers your rights under the EU General Data Protection Regulation (GDPR), the UK GDPR and the California Consumer Privacy Act as amended by the California Privacy Rights Act (CCPA).',
  ],
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      blocks: [
        paragraph(
          '{brand} is the controller of the personal information described in this policy, which means we decide why and how it is used. You can reach us at {email}. You do not need an account or to give us your name to read our articles, use our calculators or get food recommendations.',
        ),
      ],
    },
    {
      id: 'information-we-collect',
      heading: 'Information we collect and why',
      blocks: [
        paragraph('We only receive personal information in the situations listed below.'),
        list(
          'Newsletter signup: your email address and the date you subscribed. We use it only to send you our newsletter. The newsletter links to pages on this site; it does not contain Amazon affiliate links.',
          'Contact form: your name, email address, the subject you choose and your message, together with the date it was sent. We use them to answer your message and to keep a record in case you write again.',
          'Owner stories: the first name, town and story you share, published with your consent once an editor approves it.',
          "Food selector: to compute recommendations, your browser sends us your dog's name, breed, age group and size, the symptoms you tick with how often and for how long they have occurred, any optional notes, and your food preferences (food types, monthly budget, preferred ingredients and allergies). We store the request with the foods we recommended and its time. The selector does not ask for your name or email address, so the stored request holds no contact details; please keep details about yourself out of the optional notes.",
          'Server logs: our servers record each request they receive: the IP address, date and time, the page or file requested, the response code, the referring page and the browser type (user agent). We use them to keep the site running, diagnose errors and block abuse.',
          'Browser storage: a few small items, such as your theme and cookie choices, stay in your browser (two of them are cookies, sent with each page request only so the page arrives in your theme and without the cookie banner); see the Cookie Policy at /cookies.',
        ),
        paragraph(
          "Please do not send us sensitive information such as health details about yourself. Your dog's symptoms are not personal information about you, but we protect them with the same care.",
        ),
        paragraph(
          'Our calculators work out their results in your browser. Without JavaScript, the form sends your figures to our server in the page address (such as /tools?weight=50), which our server logs record. Either way the address keeps them, so a reload or a shared link shows the same result.',
        ),
      ],
    },
    {
      id: 'legal-bases',
      heading: 'Legal bases for using your information',
      blocks: [
        paragraph(
          'If you are in the European Economic Area or the United Kingdom, we rely on the following legal bases:',
        ),
        list(
          'Consent, for the newsletter, shared stories and optional analytics storage. You can withdraw consent at any time; this does not affect what we did before.',
          'Taking steps at your request and our legitimate interest in answering people who write to us, for contact form messages.',
          'Providing the service you ask for, for food selector requests, and our legitimate interest in learning which symptoms and preferences owners look for, to improve our guides.',
          'Our legitimate interest in operating a secure and reliable website, for server logs and strictly necessary browser storage.',
          'Legal obligation, where we must keep or disclose information to comply with the law.',
        ),
        paragraph(
          'Where we rely on legitimate interests, we have weighed them against your rights. You may object at any time, as explained below.',
        ),
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep information',
      blocks: [
        list(
          `Contact form messages: ${dataRetention.contactMessageMonths} months from the date we receive them, then deleted.`,
          `Newsletter email addresses: until you unsubscribe, when we remove it. An address whose sign-up is never confirmed is deleted after ${dataRetention.requestDays} days.`,
          `Owner stories: ${dataRetention.requestDays} days unless approved; approved ones until you ask us to remove them.`,
          `Food selector requests: ${dataRetention.requestDays} days from the date of the request, then deleted. These records contain your dog's details and preferences but no contact details.`,
          'Server logs: 30 days, unless a specific log entry is needed to investigate a security incident or abuse, in which case we keep that entry only until the investigation is closed.',
          'Browser storage items: on your device until you change your choices or clear your browser storage; see /cookies.',
        ),
        paragraph(
          'Deleted information may remain in encrypted backups until they are overwritten in the normal backup cycle. We do not restore it from backups except to recover from a failure.',
        ),
      ],
    },
    {
      id: 'sharing-and-processors',
      heading: 'Who we share information with',
      blocks: [
        paragraph(
          'We do not sell your personal information, we do not share it for cross-context behavioral advertising, and we do not give the details you enter in the food selector to retailers, brands or advertisers. We share information only with:',
        ),
        list(
          'Hosting and database providers, who run the servers that host the site and store the records described above.',
          'An email delivery provider, who sends the newsletter and our replies on our behalf.',
          'Professional advisers, such as lawyers and accountants, where needed, under a duty of confidentiality.',
          'Authorities, if the law requires it or to protect the rights, safety or property of our readers, ourselves or others.',
          'A successor, if {brand} is ever merged or sold; this policy would continue to apply to information collected under it.',
        ),
        paragraph(
          'Our service providers act as processors: they may use the information only to provide their service to us, under written contracts that require them to keep it confidential and secure.',
        ),
      ],
    },
    {
      id: 'cookies-summary',
      heading: 'Cookies and browser storage',
      blocks: [
        paragraph(
          'When you first visit, a banner lets you accept all storage, reject non-essential storage or choose categories in the settings: necessary, preferences and analytics. We do not use advertising cookies of our own, and the site runs no analytics. You can change your choices at any time with the cookie settings link in the footer. The full list of what we store, and why, is in our Cookie Policy at /cookies.',
        ),
      ],
    },
    {
      id: 'affiliate-links',
      heading: 'Affiliate links and retailers',
      blocks: [
        paragraph(
          'Many product links on the site are affiliate links to Amazon, Chewy and other retailers. When you follow one, the retailer receives your visit with our partner code so that it can credit us with a commission if you buy. We never receive your name, address, payment details or what you bought; retailers report commissions to us in aggregate.',
        ),
        paragraph(
          "Third parties, including Amazon and other retailers, may serve content, collect information directly from visitors, and place or recognize cookies on your browser once you are on their sites. Their use of your information is governed by their own privacy policies, which we encourage you to read before you buy.",
        ),
      ],
    },
    {
      id: 'children',
      heading: "Children's privacy",
      blocks: [
        paragraph(
          'The site is written for adult dog owners. It is not directed at children under 13, or under 16 in the European Economic Area and the United Kingdom, and we do not knowingly collect personal information from them. If you believe a child has sent us personal information, write to {email} and we will delete it.',
        ),
      ],
    },
    {
      id: 'international-transfers',
      heading: 'International transfers',
      blocks: [
        paragraph(
          'We operate from the United States, and our service providers store data there and in other countries whose data protection laws may differ from those where you live.',
        ),
        paragraph(
          'When we transfer personal information from the European Economic Area, the United Kingdom or Switzerland, we rely on an adequacy decision where one applies, such as the EU-U.S. Data Privacy Framework for certified providers, or on the European Commission Standard Contractual Clauses and the UK International Data Transfer Addendum, with additional safeguards where needed. Ask us at {email} for details.',
        ),
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights under GDPR and UK GDPR',
      blocks: [
        paragraph(
          'If you are in the European Economic Area or the United Kingdom, you have the right to:',
        ),
        list(
          'Access the personal information we hold about you and receive a copy of it.',
          'Have inaccurate or incomplete information corrected (rectification).',
          'Have your information erased.',
          'Restrict how we use your information while a concern is being resolved.',
          'Receive the information you gave us in a machine-readable format, or have it sent to another organization (portability).',
          'Object at any time to our use of your information based on legitimate interests, and to any use for direct marketing.',
          'Withdraw your consent at any time, for example by unsubscribing from the newsletter or turning off analytics in the cookie settings.',
          'Complain to a supervisory authority, such as the one where you live or work; in the United Kingdom this is the Information Commissioner\'s Office.',
        ),
        paragraph(
          'We do not make decisions about you based solely on automated processing that have legal or similarly significant effects. The food selector matches foods to the answers you give; its suggestions are not decisions about you.',
        ),
      ],
    },
    {
      id: 'california-rights',
      heading: 'Your rights under California law',
      blocks: [
        paragraph(
          'In the last 12 months we collected two categories of personal information: identifiers (name, email address and IP address) and internet activity (server log entries), from you and your browser, for the purposes in this policy. We disclosed them only to the service providers described above, for business purposes.',
        ),
        paragraph('If you are a California resident, you have the right to:'),
        list(
          'Know what personal information we collected about you, its sources, why we collected it and to whom we disclosed it, and receive a copy.',
          'Delete personal information we collected from you, subject to exceptions the law allows.',
          'Correct inaccurate personal information we hold about you.',
          'Opt out of the sale or sharing of your personal information. We do not sell or share personal information, including that of consumers under 16, and have not done so in the last 12 months. If your browser sends a Global Privacy Control signal, we treat it as a valid opt-out request.',
          'Limit the use of sensitive personal information. We do not collect sensitive personal information for the purpose of inferring characteristics about you.',
          'Not be discriminated against for exercising any of these rights.',
        ),
        paragraph(
          'You may use an authorized agent; we may ask for proof of authorization and ask you to confirm the request directly.',
        ),
      ],
    },
    {
      id: 'exercising-rights',
      heading: 'How to exercise your rights',
      blocks: [
        paragraph(
          'Send your request to {email} from the email address the request concerns, and tell us which right you wish to exercise. We may need to confirm that the address belongs to you before we act. Food selector requests contain no contact details, so to find one we need details such as your dog\'s name and the date you used the selector.',
        ),
        paragraph(
          'We answer GDPR and UK GDPR requests within one month and California requests within 45 days. If a request is complex we may extend that period as the law allows and will tell you why. Exercising your rights is free.',
        ),
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      blocks: [
        paragraph(
          'All traffic between your browser and the site is encrypted with HTTPS. Access to messages, subscriber lists and logs is limited to the people who need it to run the site, and our providers must protect what they process for us. No system is completely secure, but we will notify you and the authorities of a breach where the law requires it.',
        ),
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        paragraph(
          'We update this policy when our practices or the law change; the date at the top shows the last revision. If a change materially affects how we use information we already hold, we will tell newsletter subscribers by email and show a notice on the site before the change takes effect.',
        ),
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        paragraph(
          'For any question, request or complaint about privacy, write to {email}. We aim to reply within 5 business days, and always within the time limits set by law.',
        ),
      ],
    },
  ],
};
