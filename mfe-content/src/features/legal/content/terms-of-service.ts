import { DEFAULT_PRICE_MAX_AGE_DAYS, vetVisitThresholds } from '@gentlebowl/contracts';
import { list, paragraph, type LegalDocument } from './legal-document';

export const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  description:
    'The terms for using {brand}: not veterinary advice, affiliate disclosure, ratings and prices, acceptable use, liability and governing law.',
  dateLabel: 'Last updated: December 7, 2026',
  intro: [
    'These Terms of Service govern your use of the {brand} website, including its articles, guides, recipes, calculators, food selector, newsletter and contact form. Please read them carefully. They include important information about the limits of our content, our affiliate relationships and the limits of our liability.',
    'Important: the content on this site is not veterinary advice. If your dog is unwell, contact your veterinarian.',
  ],
  sections: [
    {
      id: 'acceptance',
      heading: 'Acceptance of these terms',
      blocks: [
        paragraph(
          'By accessing or using the site you agree to these terms and to our Privacy Policy at /privacy and Cookie Policy at /cookies. If you do not agree, please do not use the site. You must be at least 18 years old, or the age of majority where you live, to submit information through the site or to agree to these terms on your own behalf.',
        ),
      ],
    },
    {
      id: 'not-veterinary-advice',
      heading: 'Not veterinary advice',
      blocks: [
        paragraph(
          'The content on {brand} is for general information and education only. It is not veterinary advice, diagnosis or treatment, and it is not a substitute for an examination by a licensed veterinarian who knows your dog. Using the site does not create a veterinarian-client-patient relationship with us or with anyone who contributes to our content.',
        ),
        paragraph(
          "Food selector results, calculator figures and feeding tables are general starting points built from the answers you give. They cannot account for your dog's medical history, medications or underlying conditions, and individual dogs' needs vary widely. Always consult your veterinarian before changing your dog's diet, especially for puppies, senior dogs, dogs with a diagnosed condition and dogs on a prescription diet.",
        ),
        paragraph('Contact a veterinarian promptly, before any change of food, if your dog shows signs such as:'),
        list(
          'Blood in vomit or stool, or black, tarry stool.',
          `Vomiting or diarrhea lasting more than ${vetVisitThresholds.lastingSigns}, or repeated episodes.`,
          `Loss of appetite for more than ${vetVisitThresholds.noAppetite}, lethargy or significant weight loss.`,
          'Abdominal pain, a swollen belly or retching without bringing anything up.',
        ),
        paragraph('In an emergency, contact your veterinarian or the nearest emergency animal hospital immediately.'),
      ],
    },
    {
      id: 'affiliate-disclosure',
      heading: 'Affiliate disclosure',
      blocks: [
        paragraph(
          '{brand} is reader-supported. Many of the links to products on this site are affiliate links to retailers such as Amazon, Chewy and Petco, and to some brands that sell directly. If you click one of these links and then make a purchase, we may earn a commission from the retailer, at no additional cost to you. The price you pay is the same whether or not you use our link.',
        ),
        paragraph(
          'As an Amazon Associate we earn from qualifying purchases. {brand} is a participant in the Amazon Services LLC Associates Program, an affiliate advertising program designed to provide a means for sites to earn advertising fees by advertising and linking to Amazon.com.',
        ),
        paragraph(
          'We also take part in affiliate programs run by Chewy and other retailers, on similar terms. Affiliate links are marked as sponsored in the page code and are disclosed next to the buy buttons on the food selector, as well as on this page and on our About page.',
        ),
      ],
    },
    {
      id: 'editorial-independence',
      heading: 'Editorial independence and ratings',
      blocks: [
        paragraph(
          'Our recommendations come from the foods our editors catalogue and the fixed method the food selector applies to them, which our About page sets out. Commissions never decide which foods we recommend, how we rank them or what we say about them, and no brand or retailer can pay for a place in the food selector, a better rating or a favorable review. We recommend foods we would be comfortable recommending whether or not a link earns a commission, and we include foods that have no affiliate link at all.',
        ),
        paragraph(
          'A star rating shown on {brand} is a retailer\'s customer rating, shown with the number of reviews, the retailer and the day we saw it. We show no Amazon customer ratings, give no stars of our own, and a rating plays no part in how the food selector ranks foods.',
        ),
        paragraph(
          'A badge or claim that a veterinarian or another expert reviewed, approved or recommends something, such as Vet Approved, Vet Recommended or expert-reviewed, appears on {brand} only with the name and credential of the person who reviewed it and the date of the review. {brand} names no such reviewer today. The same holds for All Natural and Clinically Proven: we repeat such a claim only with a named reviewer who checked it, and it is not a certification by {brand}.',
        ),
      ],
    },
    {
      id: 'prices-and-availability',
      heading: 'Prices, availability and product information',
      blocks: [
        paragraph(
          `Each price shown on the site says which retailer it was seen at and on which day, or that it is our estimate. A price seen more than ${DEFAULT_PRICE_MAX_AGE_DAYS} days ago is shown as out of date. They are not live prices. Retailers change prices, stock, pack sizes and promotions at any time, and manufacturers change recipes. The price, availability and product description shown on the retailer's site at the time of purchase are the ones that apply.`,
        ),
        paragraph(
          'Always read the label of the exact product you buy, particularly the ingredient list, guaranteed analysis and calorie content, and check it against your dog\'s known allergies. We do our best to keep product information accurate, but we do not sell any product and are not responsible for a retailer\'s listing, order, delivery, returns or customer service.',
        ),
      ],
    },
    {
      id: 'accounts',
      heading: 'Accounts',
      blocks: [
        paragraph(
          'You can use the site today without an account. Some features may require an account in the future. If you create one, you agree to give accurate information, to keep your password confidential, and to tell us promptly at {email} if you believe your account has been used without your permission. You are responsible for activity under your account. We may suspend or close an account that breaks these terms.',
        ),
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use',
      blocks: [
        paragraph('When using the site you agree not to:'),
        list(
          'Break any law or infringe anyone else\'s rights.',
          'Send messages or submissions that are abusive, defamatory, misleading, or that contain spam, advertising or malicious code.',
          'Submit another person\'s personal information without their permission.',
          'Interfere with the site, probe or test its security, or overload it, for example by sending automated requests at a rate a person using a browser could not.',
          'Copy or scrape our content, product data or ratings in bulk, or use them to train machine learning models, without our written permission.',
          'Frame the site, remove our affiliate codes from our links, or present our content as your own.',
        ),
      ],
    },
    {
      id: 'user-submissions',
      heading: 'Your submissions',
      blocks: [
        paragraph(
          'When you send us a message through the contact form, subscribe to the newsletter or submit answers to the food selector, you confirm that the information is accurate and that you are entitled to give it to us. We use it as described in our Privacy Policy.',
        ),
        paragraph(
          'If you send us feedback, suggestions, questions or stories about your dog, you give us a non-exclusive, royalty-free, worldwide license to use them to answer you and to improve our content and tools. We will not publish your name or a message you sent us without asking you first.',
        ),
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual property',
      blocks: [
        paragraph(
          'The site and its content, including text, recipes, ratings, calculators, graphics, illustrations, logos and the {brand} name, belong to us or to our licensors and are protected by copyright, trademark and other laws. You may view and print pages for your own personal, non-commercial use, and share links to them. Any other copying, republishing or commercial use requires our written permission.',
        ),
        paragraph(
          'Product names, brand names and product images belong to their respective owners and are used only to identify the products we discuss. Their use does not imply any endorsement of {brand} by those owners.',
        ),
      ],
    },
    {
      id: 'third-party-links',
      heading: 'Third-party websites',
      blocks: [
        paragraph(
          'The site links to retailers, manufacturers, veterinary organizations and other websites that we do not control. We are not responsible for their content, products, prices, security or privacy practices, and a link is not an endorsement of everything on that site. Your purchases and dealings with a retailer are between you and that retailer, under its own terms.',
        ),
      ],
    },
    {
      id: 'disclaimers',
      heading: 'Disclaimers',
      blocks: [
        paragraph(
          'We work hard to keep our content accurate and current, but the site and its content are provided "as is" and "as available". To the fullest extent permitted by law, we disclaim all warranties, express or implied, including warranties of accuracy, completeness, merchantability, fitness for a particular purpose and non-infringement. We do not warrant that the site will be uninterrupted or free of errors, or that any food will resolve your dog\'s symptoms.',
        ),
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: 'Limitation of liability',
      blocks: [
        paragraph(
          'To the fullest extent permitted by law, {brand} and its owners, editors, contributors and service providers will not be liable for any indirect, incidental, special, consequential or punitive damages, or for any loss of data, profits or goodwill, arising from your use of the site, from any product you buy from a third party, or from relying on any content on the site, even if we were told such damage was possible.',
        ),
        paragraph(
          'Because the site is free to use, our total liability for any claim relating to the site or these terms is limited to one hundred US dollars (US$100). Some jurisdictions do not allow certain limitations of liability, so some of these limits may not apply to you. Nothing in these terms limits liability that cannot be limited by law, such as liability for fraud or for death or personal injury caused by negligence.',
        ),
      ],
    },
    {
      id: 'indemnity',
      heading: 'Indemnity',
      blocks: [
        paragraph(
          'You agree to indemnify and hold harmless {brand} and its owners, editors and contributors from any claim, loss or expense, including reasonable legal fees, arising from your breach of these terms, your misuse of the site or your violation of anyone else\'s rights.',
        ),
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law and disputes',
      blocks: [
        paragraph(
          'These terms are governed by the laws of the State of Delaware, USA, without regard to its conflict of law rules. Any dispute arising from these terms or the site will be heard by the state or federal courts located in Delaware, and you and we consent to their jurisdiction. If you live outside the United States, you also keep the protection of any mandatory consumer laws of your country of residence, and you may bring a claim in your local courts where that law allows.',
        ),
        paragraph(
          'Before starting any formal proceedings, please contact us at {email} so that we can try to resolve the issue informally.',
        ),
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      blocks: [
        paragraph(
          'We may update these terms as the site changes. The date at the top shows when they were last revised. Changes apply from the moment they are published and do not apply to disputes that arose before. If you keep using the site after a change, you accept the updated terms.',
        ),
        paragraph(
          'If any part of these terms is found unenforceable, the rest remains in effect. Our failure to enforce a provision is not a waiver of it. These terms, together with our Privacy Policy and Cookie Policy, are the entire agreement between you and us about the site.',
        ),
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        paragraph('Questions about these terms can be sent to {email}.'),
      ],
    },
  ],
};
