import { formatDecimal, formatUsd, formatWholeDollars } from './number-text.js';

describe('formatDecimal', () => {
  it.each([
    [1335, {}, '1,335'],
    [1234567.891, {}, '1,234,567.891'],
    [2.5, { maximumFractionDigits: 0 }, '3'],
    [0.125, { maximumFractionDigits: 2 }, '0.13'],
    [1.005, { maximumFractionDigits: 2 }, '1.01'],
    [2.5, { maximumFractionDigits: 2 }, '2.5'],
    [2, { minimumFractionDigits: 1, maximumFractionDigits: 1 }, '2.0'],
    [60, { maximumFractionDigits: 1 }, '60'],
    [-1234.5, { maximumFractionDigits: 1 }, '-1,234.5'],
    [-0.001, { maximumFractionDigits: 2 }, '0'],
    [999.999, { maximumFractionDigits: 2 }, '1,000'],
  ])('writes %p with %j as %p, as Intl.NumberFormat en-US does', (value, options, text) => {
    expect(formatDecimal(value, options)).toBe(text);
    expect(formatDecimal(value, options)).toBe(new Intl.NumberFormat('en-US', options).format(value).replace('-0', '0'));
  });
});

describe('dollar amounts', () => {
  it.each([
    [45.12, '$45.12'],
    [1299, '$1,299.00'],
    [8.4, '$8.40'],
    [-5, '-$5.00'],
  ])('writes %p with cents as %p', (amount, text) => {
    expect(formatUsd(amount)).toBe(text);
    expect(formatUsd(amount)).toBe(new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount));
  });

  it.each([
    [47.6, '$48'],
    [1299.5, '$1,300'],
    [59.63, '$60'],
  ])('writes %p in whole dollars as %p', (amount, text) => {
    expect(formatWholeDollars(amount)).toBe(text);
  });
});
