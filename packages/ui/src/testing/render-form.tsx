import type { ReactNode } from 'react';
import { Form } from '../form/form';
import { renderWithTheme } from './render-with-theme';

/**
 * Test helper: renders fields in the site's form (`Form`) with a Submit button. `onSubmit` receives
 * the submitted values, so tests can check what the fields put into the form.
 */
export function renderForm(
  fields: ReactNode,
  { onSubmit = jest.fn(), initialValues }: { onSubmit?: jest.Mock; initialValues?: Record<string, unknown> } = {},
) {
  const view = renderWithTheme(
    <Form
      onSubmit={(values) => {
        onSubmit(values);
      }}
      initialValues={initialValues}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate>
          {fields}
          <button type="submit">Submit</button>
        </form>
      )}
    />,
  );
  return { ...view, onSubmit };
}
