import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { FederatedComponentModule } from './load-federated-component';
import { RemoteWidget } from './remote-widget';

interface GreetingProps {
  name: string;
}

function Greeting({ name }: GreetingProps) {
  return <p>Hello {name}</p>;
}

function Broken(_: GreetingProps): never {
  throw new Error('the widget broke while rendering');
}

let consoleWarn: jest.SpyInstance;
let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  // React reports errors caught by a boundary on console.error.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  consoleWarn.mockRestore();
  consoleError.mockRestore();
});

function renderWidget(load: () => Promise<FederatedComponentModule<GreetingProps>>) {
  return render(
    <main>
      <h1>Host page</h1>
      <RemoteWidget
        name="greeting"
        load={load}
        widgetProps={{ name: 'Biscuit' }}
        loading={<p>Loading the greeting…</p>}
        fallback={<p>The greeting is unavailable</p>}
      />
      <p>Rest of the page</p>
    </main>,
  );
}

describe('RemoteWidget', () => {
  it('shows the loading content until the module arrives, then the widget with its props', async () => {
    let resolve: (module: FederatedComponentModule<GreetingProps>) => void = () => {};
    const load = jest.fn(() => new Promise<FederatedComponentModule<GreetingProps>>((done) => (resolve = done)));
    renderWidget(load);

    expect(screen.getByText('Loading the greeting…')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    resolve({ default: Greeting });
    expect(await screen.findByText('Hello Biscuit')).toBeInTheDocument();
    expect(screen.queryByText('Loading the greeting…')).not.toBeInTheDocument();
  });

  it('shows the fallback, and keeps the rest of the page, when the module cannot be loaded', async () => {
    renderWidget(() => Promise.reject(new Error('manifest request failed')));

    expect(await screen.findByText('The greeting is unavailable')).toBeInTheDocument();
    expect(screen.queryByText('Loading the greeting…')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Host page' })).toBeInTheDocument();
    expect(screen.getByText('Rest of the page')).toBeInTheDocument();
    expect(consoleWarn).toHaveBeenCalledWith(expect.stringContaining('"widget":"greeting"'));
  });

  it('shows the fallback, and keeps the rest of the page, when the widget throws while rendering', async () => {
    renderWidget(() => Promise.resolve({ default: Broken }));

    expect(await screen.findByText('The greeting is unavailable')).toBeInTheDocument();
    expect(screen.getByText('Rest of the page')).toBeInTheDocument();
    expect(consoleWarn).toHaveBeenCalledWith(expect.stringContaining('the widget broke while rendering'));
  });

  it('renders only the loading content on the server and does not request the module there', () => {
    const load = jest.fn(() => Promise.resolve({ default: Greeting }));
    const html = renderToString(
      <RemoteWidget
        name="greeting"
        load={load}
        widgetProps={{ name: 'Biscuit' }}
        loading={<p>Loading the greeting…</p>}
        fallback={<p>The greeting is unavailable</p>}
      />,
    );

    expect(html).toContain('Loading the greeting…');
    expect(html).not.toContain('Hello Biscuit');
    expect(load).not.toHaveBeenCalled();
  });
});
