import { textBlocksToPlainText } from './text-blocks';

describe('textBlocksToPlainText', () => {
  it('keeps every word of paragraphs and list items, in order, with the list as lines', () => {
    expect(
      textBlocksToPlainText([
        'See your vet if you notice:',
        { list: ['Blood in the stool', 'Black, tarry stool'] },
        'Call sooner for puppies.',
      ]),
    ).toBe('See your vet if you notice:\n\n- Blood in the stool\n- Black, tarry stool\n\nCall sooner for puppies.');
  });
});
