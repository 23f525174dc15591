import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, StaticRouter, useLocation, useNavigationType } from 'react-router';
import { Link } from './link';

/** Where the router is, and how it got there, as the page would know it. */
function WhereAmI() {
  const location = useLocation();
  return (
    <p data-testid="where">
      {`${location.pathname}${location.search}${location.hash} ${useNavigationType()} ${JSON.stringify(location.state)}`}
    </p>
  );
}

function renderAt(path: string, link: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/dog-foods/*" element={link} />
        <Route path="/tools" element={link} />
        <Route path="*" element={link} />
      </Routes>
      <WhereAmI />
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId('where').textContent;

describe('Link', () => {
  it('renders a path of the site as a plain anchor, on the server as in the browser', () => {
    const html = renderToString(
      <StaticRouter location="/">
        <Link to="/dog-foods?page=2" className="next">
          Next
        </Link>
      </StaticRouter>,
    );
    expect(html).toBe('<a class="next" href="/dog-foods?page=2">Next</a>');
  });

  it('goes to the path in the page on a click, with the state it carries', () => {
    renderAt('/', <Link to="/tools#feeding-calculator" state={{ smooth: true }}>Feeding Calculator</Link>);

    const click = fireEvent.click(screen.getByRole('link', { name: 'Feeding Calculator' }));

    expect(click).toBe(false); // the browser does not load the page
    expect(where()).toBe('/tools#feeding-calculator PUSH {"smooth":true}');
  });

  it('replaces the history entry when the link names the page shown', () => {
    renderAt('/tools', <Link to="/tools">Tools</Link>);
    fireEvent.click(screen.getByRole('link', { name: 'Tools' }));
    expect(where()).toBe('/tools REPLACE null');
  });

  it('replaces the history entry for another page when asked to', () => {
    renderAt(
      '/',
      <Link to="/tools" replace>
        Tools
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Tools' }));
    expect(where()).toBe('/tools REPLACE null');
  });

  it('leaves to the browser a click that opens the link elsewhere', () => {
    renderAt('/', <Link to="/tools">Tools</Link>);
    const link = screen.getByRole('link', { name: 'Tools' });

    for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(fireEvent.click(link, modifier)).toBe(true);
    }
    expect(where()).toBe('/ POP null');
  });

  it("leaves the click to the link's own handler when it prevents it, and to the browser for a new tab or a document load", () => {
    renderAt(
      '/',
      <>
        <Link to="/tools" onClick={(event) => event.preventDefault()}>
          Handled
        </Link>
        <Link to="/tools" target="_blank">
          New tab
        </Link>
        <Link to="/tools" reloadDocument>
          Reload
        </Link>
      </>,
    );

    fireEvent.click(screen.getByRole('link', { name: 'Handled' }));
    expect(fireEvent.click(screen.getByRole('link', { name: 'New tab' }))).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Reload' }))).toBe(true);
    expect(where()).toBe('/ POP null');
  });

  it("resolves any other address as React Router's Link does", () => {
    renderAt('/dog-foods/1', <Link to="compare">Compare</Link>);
    expect(screen.getByRole('link', { name: 'Compare' })).toHaveAttribute('href', '/dog-foods/1/compare');

    fireEvent.click(screen.getByRole('link', { name: 'Compare' }));
    expect(where()).toBe('/dog-foods/1/compare PUSH null');
  });
});
