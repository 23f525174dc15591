import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { defaultRuntimeConfig } from './runtime-config';
import { RuntimeConfigProvider, useRuntimeConfig } from './runtime-config-provider';

describe('useRuntimeConfig', () => {
  it('serves the defaults with the page origin when no provider is present (a remote running alone)', () => {
    const { result } = renderHook(() => useRuntimeConfig());
    expect(result.current).toEqual({ ...defaultRuntimeConfig, siteOrigin: window.location.origin });
  });

  it('serves the provided values with the configured origin normalised', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <RuntimeConfigProvider
        value={{
          brandName: 'Tummy Trust',
          contactEmail: 'team@tummytrust.example',
          siteOrigin: 'https://tummytrust.example/',
          affiliatePartnerCode: 'tummy',
        }}
      >
        {children}
      </RuntimeConfigProvider>
    );
    const { result } = renderHook(() => useRuntimeConfig(), { wrapper });
    expect(result.current).toEqual({
      brandName: 'Tummy Trust',
      contactEmail: 'team@tummytrust.example',
      siteOrigin: 'https://tummytrust.example',
      affiliatePartnerCode: 'tummy',
    });
  });
});
