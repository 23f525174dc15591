import { dataRetention } from '@gentlebowl/contracts';
import { accessibilityStatement } from './accessibility-statement';
import { cookiePolicy } from './cookie-policy';
import type { LegalDocument } from './legal-document';
import { privacyPolicy } from './privacy-policy';
import { termsOfService } from './terms-of-service';

const documents: Array<[string, LegalDocument]> = [
  ['privacy policy', privacyPolicy],
  ['terms of service', termsOfService],
  ['cookie policy', cookiePolicy],
  ['accessibility statement', accessibilityStatement],
];

function allTexts(document: LegalDocument): string[] {
  return [
    document.title,
    document.description,
    document.dateLabel,
    ...document.intro,
    ...document.sections.flatMap((section) => [
      section.id,
      section.heading,
      ...section.blocks.flatMap((block) => (block.kind === 'paragraph' ? [block.text] : block.items)),
    ]),
  ];
}

function fullText(document: LegalDocument): string {
  return allTexts(document).join('\n');
}

function wordCount(document: LegalDocument): number {
  return fullText(document).split(/\s+/).filter(Boolean).length;
}

describe.each(documents)('%s', (_name, document) => {
  it('gives every section a unique kebab-case anchor id', () => {
    const ids = document.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('has a meta description shorter than 160 characters', () => {
    expect(document.description.length).toBeGreaterThan(0);
    expect(document.description.length).toBeLessThan(160);
  });

  it('contains no placeholders, brackets, lorem ipsum or TODOs', () => {
    for (const text of allTexts(document)) {
      expect(text).not.toContain('[');
      expect(text).not.toMatch(/lorem/i);
      expect(text).not.toContain('TODO');
    }
  });

  it('uses only the {brand} and {email} run-time tokens', () => {
    const tokens = fullText(document).match(/\{[^}]*\}/g) ?? [];
    for (const token of tokens) expect(['{brand}', '{email}']).toContain(token);
  });

  it('tells the reader how to reach us by email', () => {
    expect(fullText(document)).toContain('{email}');
  });

  it('has no empty sections, paragraphs or lists', () => {
    for (const section of document.sections) {
      expect(section.blocks.length).toBeGreaterThan(0);
      for (const block of section.blocks) {
        if (block.kind === 'paragraph') expect(block.text.trim()).not.toBe('');
        else expect(block.items.length).toBeGreaterThan(0);
      }
    }
  });

  it('is between 900 and 2000 words long', () => {
    const words = wordCount(document);
    expect(words).toBeGreaterThanOrEqual(900);
    expect(words).toBeLessThanOrEqual(2000);
  });
});

describe('dates', () => {
  it('shows the day the privacy policy (owner stories), the terms (ratings and dated prices) and the cookie policy (the form token) last changed', () => {
    expect(privacyPolicy.dateLabel).toBe('Last updated: December 7, 2026');
    expect(termsOfService.dateLabel).toBe('Last updated: December 7, 2026');
    expect(cookiePolicy.dateLabel).toBe('Last updated: December 7, 2026');
  });

  it('shows May 17, 2025 as the creation date of the accessibility statement', () => {
    expect(accessibilityStatement.dateLabel).toBe('Statement created: May 17, 2025');
  });
});

describe('terms of service', () => {
  it('carries the Amazon Associates disclosure', () => {
    expect(fullText(termsOfService)).toContain('As an Amazon Associate we earn from qualifying purchases.');
  });

  it('says prominently that the content is not veterinary advice and names Delaware law', () => {
    expect(termsOfService.intro.join(' ')).toContain('not veterinary advice');
    expect(termsOfService.sections.map((section) => section.id)).toContain('not-veterinary-advice');
    expect(fullText(termsOfService)).toContain('State of Delaware, USA');
  });

  it('says some features may require an account', () => {
    expect(fullText(termsOfService)).toContain('Some features may require an account');
  });
});

describe('privacy policy', () => {
  it('states the retention period of every kind of record, as long as the API keeps each', () => {
    const retention = privacyPolicy.sections.find((section) => section.id === 'retention');
    const text = (retention?.blocks ?? [])
      .map((block) => (block.kind === 'paragraph' ? block.text : block.items.join('\n')))
      .join('\n');
    expect(text).toContain(`Contact form messages: ${dataRetention.contactMessageMonths} months`);
    expect(text).toMatch(/Newsletter email addresses: until you unsubscribe/);
    expect(text).toContain(`never confirmed is deleted after ${dataRetention.requestDays} days`);
    expect(text).toContain(`Food selector requests: ${dataRetention.requestDays} days`);
    expect(text).toMatch(/Server logs: 30 days/);
    expect(text).toMatch(/Owner stories: 30 days unless approved/);
  });

  it('says personal information is not sold and points to the cookie policy', () => {
    const text = fullText(privacyPolicy);
    expect(text).toContain('We do not sell your personal information');
    expect(text).toContain('/cookies');
  });
});

describe('cookie policy', () => {
  it('names every item the site stores in the browser', () => {
    const text = fullText(cookiePolicy);
    expect(text).toContain('gentlebowl-cookie-consent');
    expect(text).toContain('ui-theme');
    expect(text).toContain('gentlebowl-form-token');
    expect(text).toContain('gentlebowl-version-group');
    expect(text).toContain('hasSeenQuickFinderTooltip');
    expect(text).toContain('shell-reloads-for-new-release');
  });
});

describe('accessibility statement', () => {
  it('states partial conformance with WCAG 2.1 AA and the 5 business day response time', () => {
    const text = fullText(accessibilityStatement);
    expect(text).toContain('partially conformant with WCAG 2.1 level AA');
    expect(text).toContain('partially conformant');
    expect(text).toContain('5 business days');
  });
});
