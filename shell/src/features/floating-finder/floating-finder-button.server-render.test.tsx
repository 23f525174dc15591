/** @jest-environment node */
import { renderInShellStackToString } from '@gentlebowl/platform/testing';
import { appTheme } from '@gentlebowl/ui';
import { FloatingFinderButton } from './floating-finder-button';

describe('the floating finder on the server', () => {
  it('renders in Node as at the top of the page: not shown', () => {
    const html = renderInShellStackToString(<FloatingFinderButton />, { theme: appTheme });
    expect(typeof window).toBe('undefined');
    expect(html).not.toContain('data-testid="floating-finder"');
  });
});
