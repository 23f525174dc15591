import { rateLimitClient } from './rate-limits.js';

describe('rateLimitClient', () => {
  it.each([
    ['198.51.100.7', '198.51.100.7'],
    ['::ffff:198.51.100.7', '198.51.100.7'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3:8d3::/64'],
    ['2001:db8:85a3:8d3::1', '2001:db8:85a3:8d3::/64'],
    ['2001:0DB8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s counts as %s', (address, client) => {
    expect(rateLimitClient(address)).toBe(client);
  });

  it('counts every address of one IPv6 /64 as one client, and neighbouring /64s apart', () => {
    expect(rateLimitClient('2001:db8:1:2:aaaa::1')).toBe(rateLimitClient('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect(rateLimitClient('2001:db8:1:2::1')).not.toBe(rateLimitClient('2001:db8:1:3::1'));
  });
});
