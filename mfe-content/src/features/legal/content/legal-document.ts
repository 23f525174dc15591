// The shape every legal page renders from. Text may contain the tokens {brand} and {email}, which the
// page replaces with the run-time brand name and contact address; no other tokens are allowed.

export type LegalBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

export interface LegalSection {
  /** Kebab-case, unique within its document; used as the heading's anchor. */
  id: string;
  heading: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  title: string;
  /** Meta description, under 160 characters. */
  description: string;
  /** Shown under the title, e.g. 'Last updated: May 15, 2025'. */
  dateLabel: string;
  intro: string[];
  sections: LegalSection[];
}

export const paragraph = (text: string): LegalBlock => ({ kind: 'paragraph', text });

export const list = (...items: string[]): LegalBlock => ({ kind: 'list', items });
