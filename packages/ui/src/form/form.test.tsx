import { ThemeProvider } from '@emotion/react';
import { fireEvent, screen } from '@testing-library/react';
import { type ReactElement, startTransition, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { appTheme } from '../theme/theme';
import { Form } from './form';
import { NumberField } from './number-field';
import { required } from './validators';

// React's scheduler run by hand (React's own tests do the same): a render can be committed and
// left there, before the task that runs the commit's effects, as a browser leaves it when it takes
// a visitor's tap first.
jest.mock('scheduler', () => jest.requireActual('scheduler/unstable_mock'));
const scheduler: { unstable_flushUntilNextPaint: () => void; unstable_flushAllWithoutAsserting: () => void } =
  jest.requireMock('scheduler');

const effectsRun: string[] = [];

/** Tells the test when the effects of the commit that mounted the form have run. */
function EffectsProbe() {
  useEffect(() => {
    effectsRun.push('form');
  }, []);
  return null;
}

function WeightForm({ onSubmit, initialValues }: { onSubmit: (values: object) => void; initialValues?: object }) {
  return (
    <ThemeProvider theme={appTheme}>
      <Form
        onSubmit={onSubmit}
        initialValues={initialValues}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate>
            <NumberField name="weight" label="Weight (lbs)" validate={required('Weight is required')} />
            <button type="submit">Calculate</button>
            <EffectsProbe />
          </form>
        )}
      />
    </ThemeProvider>
  );
}

let root: Root | null = null;

// act() would run every task at once; this test runs them itself.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let previousActEnvironment: boolean | undefined;
beforeEach(() => {
  previousActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});

/** Renders the form as the site's pages are hydrated (in a transition) and stops once it is
 * committed, with its effects (react-final-form's field registration among them) still to run;
 * `inTheSameTask` runs then, as code of the task that committed it would. */
async function commitWithoutEffects(form: ReactElement, inTheSameTask: () => void = () => undefined): Promise<void> {
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  const mounted = root;
  startTransition(() => mounted.render(form));
  await Promise.resolve();
  scheduler.unstable_flushUntilNextPaint();
  expect(screen.getByRole('button', { name: 'Calculate' })).toBeInTheDocument();
  expect(effectsRun).toEqual([]);
  inTheSameTask();
}

/** What follows the submit: React's sync work (a microtask) and every task still queued. */
async function settle(): Promise<void> {
  await Promise.resolve();
  scheduler.unstable_flushAllWithoutAsserting();
  await Promise.resolve();
}

afterEach(() => {
  root?.unmount();
  root = null;
  effectsRun.length = 0;
  document.body.innerHTML = '';
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = previousActEnvironment;
});

const submit = () => screen.getByRole('button', { name: 'Calculate' }).click();

describe('Form, submitted between the commit that shows it and the effects that register its fields', () => {
  it('validates: an empty required field shows its message and nothing is submitted', async () => {
    const onSubmit = jest.fn();
    await commitWithoutEffects(<WeightForm onSubmit={onSubmit} />, submit);
    await settle();

    expect(screen.getByText('Weight is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the values a valid form holds', async () => {
    const onSubmit = jest.fn();
    await commitWithoutEffects(<WeightForm onSubmit={onSubmit} initialValues={{ weight: 50 }} />, submit);
    await settle();

    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0]).toEqual({ weight: 50 });
    expect(screen.queryByText('Weight is required')).not.toBeInTheDocument();
  });
});

describe('Form, typed into once the task that committed it is done, before the task that would run its effects', () => {
  it('keeps the key: the field shows it and the form holds it', async () => {
    const onSubmit = jest.fn();
    // The visitor typed 5 before the scripts arrived (useInitialFormValues) and types 0 now.
    await commitWithoutEffects(<WeightForm onSubmit={onSubmit} initialValues={{ weight: 5 }} />);
    const weight = screen.getByRole('spinbutton', { name: 'Weight (lbs)' });
    fireEvent.input(weight, { target: { value: '50' } });
    await settle();

    expect(weight).toHaveValue(50);
    submit();
    await settle();
    expect(onSubmit.mock.calls[0][0]).toEqual({ weight: 50 });
  });
});
