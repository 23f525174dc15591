import { readFile } from 'node:fs/promises';
import path from 'node:path';

// Structured data checked as Google's rich results read it: @marbec/web-auto-extractor pulls every
// JSON-LD, microdata and RDFa item out of a page's HTML, and @adobe/structured-data-validator checks
// each against Google's documented requirements (a Product needs offers, a Recipe an image...) and
// against the schema.org vocabulary. The vocabulary is schema.org's own release file, kept in
// support/schema-org/ (see its README) because the validator would otherwise download it.

/** One finding of the validator, as it reports it. */
export interface StructuredDataIssue {
  severity: 'ERROR' | 'WARNING';
  rootType: string;
  issueMessage: string;
  fieldNames?: string[];
}

const VOCABULARY = path.join(__dirname, 'schema-org', 'schemaorg-all-https.jsonld');

interface Validator {
  validate(extracted: unknown): Promise<StructuredDataIssue[]>;
}

// Both packages are ES modules only: loaded once, with the vocabulary read once.
let loading: Promise<{ validator: Validator; extract: (html: string) => unknown }> | undefined;

function tools() {
  loading ??= (async () => {
    const [{ default: ValidatorClass }, { default: WebAutoExtractor }, vocabulary] = await Promise.all([
      import('@adobe/structured-data-validator'),
      import('@marbec/web-auto-extractor'),
      readFile(VOCABULARY, 'utf8'),
    ]);
    const validator: Validator = new ValidatorClass(JSON.parse(vocabulary));
    const extractor = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] });
    return { validator, extract: (html: string) => extractor.parse(html) };
  })();
  return loading;
}

/**
 * What must be fixed in a page's structured data: the validator's errors (a required property
 * missing, a type schema.org does not have, JSON-LD that does not parse), and properties the
 * vocabulary does not know for their type (a misspelt name is silently ignored by search engines).
 * Recommendations ("Missing field ... (optional)") are left out.
 */
export async function structuredDataProblems(html: string): Promise<StructuredDataIssue[]> {
  const { validator, extract } = await tools();
  const issues = await validator.validate(extract(html));
  return issues.filter(
    (issue) => issue.severity === 'ERROR' || issue.issueMessage.includes('is not supported by the schema.org specification'),
  );
}

/** The JSON-LD blocks of a page's HTML, parsed, with each @graph's items as blocks of their own. */
export function jsonLdItems(html: string): Record<string, unknown>[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => JSON.parse(body as string) as Record<string, unknown>,
  );
  return blocks.flatMap((block) => (Array.isArray(block['@graph']) ? (block['@graph'] as Record<string, unknown>[]) : [block]));
}
