import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { PageHeader, PageLead, PageTitle } from './page-header';

describe('PageHeader', () => {
  it('holds the page heading and its lead in a header', () => {
    renderWithTheme(
      <PageHeader>
        <PageTitle>Interactive Nutrition Tools</PageTitle>
        <PageLead>Work out how much your dog should eat each day.</PageLead>
      </PageHeader>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Interactive Nutrition Tools' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Work out how much your dog should eat each day.');
  });
});
