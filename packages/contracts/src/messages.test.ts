import { echoedValue } from './messages.js';

describe('echoedValue', () => {
  it('repeats a short value whole, quoted', () => {
    expect(echoedValue('kibble')).toBe('"kibble"');
  });

  it('repeats only the first 40 characters of a long value, with an ellipsis', () => {
    expect(echoedValue('x'.repeat(5000))).toBe(`"${'x'.repeat(40)}…"`);
    expect(echoedValue('x'.repeat(40))).toBe(`"${'x'.repeat(40)}"`);
  });

  it('cuts between characters, never inside one', () => {
    expect(echoedValue('🐶'.repeat(50))).toBe(`"${'🐶'.repeat(40)}…"`);
  });

  it('keeps the message on one line and its quotes unambiguous', () => {
    expect(echoedValue('a"b\nc')).toBe('"a\\"b\\nc"');
  });
});
