import { fireEvent, render, screen } from '@testing-library/react';
import { AffiliateLink } from './affiliate-link';

let consoleInfo: jest.SpyInstance;
let fetchSpy: jest.Mock;

beforeEach(() => {
  consoleInfo = jest.spyOn(console, 'info').mockImplementation(() => {});
  fetchSpy = jest.fn();
  global.fetch = fetchSpy;
});
afterEach(() => consoleInfo.mockRestore());

const href = 'https://www.chewy.com/dp/12345?partner=gentlebowl';

describe('AffiliateLink', () => {
  it('opens the retailer in a new tab as a sponsored link', () => {
    render(
      <AffiliateLink href={href} retailer="Chewy" productId={7} className="buy">
        Buy on Chewy
      </AffiliateLink>,
    );
    const link = screen.getByRole('link', { name: 'Buy on Chewy' });

    expect(link).toHaveAttribute('href', href);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'sponsored nofollow noopener');
    expect(link).toHaveClass('buy');
  });

  it('writes one structured log line per click and makes no network call', () => {
    const onClick = jest.fn();
    render(
      <AffiliateLink href={href} retailer="Chewy" productId={7} onClick={onClick}>
        Buy on Chewy
      </AffiliateLink>,
    );

    fireEvent.click(screen.getByRole('link', { name: 'Buy on Chewy' }));

    expect(consoleInfo).toHaveBeenCalledTimes(1);
    expect(consoleInfo).toHaveBeenCalledWith('affiliate_click', { href, retailer: 'Chewy', productId: 7 });
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
