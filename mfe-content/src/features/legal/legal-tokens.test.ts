import { fillLegalText, fillLegalTokens } from './legal-tokens';

describe('fillLegalTokens', () => {
  it('fills in the brand and turns the email token into a link part', () => {
    expect(fillLegalTokens('Write to {brand} at {email}.', { brand: 'Gentle Bowl', email: 'a@b.com' })).toEqual([
      { kind: 'text', text: 'Write to Gentle Bowl at ' },
      { kind: 'email', address: 'a@b.com' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('leaves text without tokens untouched', () => {
    expect(fillLegalTokens('Plain.', { brand: 'X', email: 'y' })).toEqual([{ kind: 'text', text: 'Plain.' }]);
  });
});

describe('fillLegalText', () => {
  it('fills both tokens as plain text, for meta descriptions', () => {
    expect(fillLegalText('How {brand} uses data; ask {email}.', { brand: 'Gentle Bowl', email: 'a@b.com' })).toBe(
      'How Gentle Bowl uses data; ask a@b.com.',
    );
  });
});
