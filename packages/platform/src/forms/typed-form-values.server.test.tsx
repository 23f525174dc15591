/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { useInitialFormValues } from './typed-form-values';

function Probe() {
  const values = useInitialFormValues('dog', { name: 'from the query' }, () => ({ name: 'typed' }));
  return <output>{values.name}</output>;
}

it('renders on the server from the fallback (the server has no visitor typing)', () => {
  expect(renderToString(<Probe />)).toContain('from the query');
});
