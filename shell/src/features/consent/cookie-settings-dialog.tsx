import styled from '@emotion/styled';
import { Button } from '@gentlebowl/ui';
import { useId, useRef } from 'react';
import {
  CONSENT_ACTIONS,
  CONSENT_BOX_ATTRIBUTE,
  type ConsentChoice,
  PREFERENCE_FIELDS,
  REJECT_NON_ESSENTIAL,
} from '../../shared/visitor-preferences';
import { COOKIE_SETTINGS_ID, useConsent } from './consent';
import { ConsentForm } from './consent-form';

const Dialog = styled.dialog(({ theme }) => ({
  width: 'min(38rem, calc(100vw - 2rem))',
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.lg,
  background: theme.colors.surface,
  color: theme.colors.text,
  padding: theme.space(6),
  boxShadow: theme.shadows.lg,
  '&::backdrop': { background: theme.colors.overlay },
}));

const Category = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${theme.space(1)} ${theme.space(3)}`,
  padding: `${theme.space(3)} 0`,
  borderTop: `1px solid ${theme.colors.border}`,
  label: { fontWeight: 600 },
  p: { gridColumn: 2, margin: 0, color: theme.colors.textMuted },
}));

/** One row where the dialog is wide enough; narrower, the buttons fill each row they wrap onto. */
const Actions = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space(2),
  marginTop: theme.space(4),
  '& > button': { flex: '1 1 auto' },
}));

const CATEGORIES: readonly { key: 'necessary' | keyof ConsentChoice; label: string; description: string }[] = [
  {
    key: 'necessary',
    label: 'Necessary',
    description: 'Keeps the site working and remembers this choice. Always on.',
  },
  {
    key: 'preferences',
    label: 'Preferences',
    description: 'Remembers your color theme and that you have seen the food finder tip.',
  },
  {
    key: 'analytics',
    label: 'Analytics',
    description: 'The site measures nothing today. If it ever counts, in aggregate, which pages help owners most, it will only with this on.',
  },
];

/**
 * The settings layer: a real modal dialog (focus is trapped and Escape closes it), opened by the
 * banner's and the footer's buttons without scripts. Its form posts the choice like the banner's.
 * Its boxes start from the visitor's decision: the server ticks them in the HTML it sends each visitor
 * (CONSENT_BOX_ATTRIBUTE), and the scripts once the page knows it (rendered, as on the server, unticked
 * until then: nothing beyond necessary storage unless the visitor says so).
 */
export function CookieSettingsDialog() {
  const consent = useConsent();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const current = consent ?? REJECT_NON_ESSENTIAL;

  return (
    <Dialog ref={dialog} id={COOKIE_SETTINGS_ID} aria-labelledby={titleId} data-testid="cookie-settings">
      <h2 id={titleId}>Cookie settings</h2>
      <p>Choose what this site may store on your device. You can change this at any time from the footer.</p>
      {/* Keyed by the decision, so the boxes start from it whenever it changes. */}
      <ConsentForm key={JSON.stringify(current)} onDecided={() => dialog.current?.close()}>
        {CATEGORIES.map(({ key, label, description }) => {
          const inputId = `${titleId}-${key}`;
          return (
            <Category key={key}>
              {key === 'necessary' ? (
                <input id={inputId} type="checkbox" defaultChecked disabled />
              ) : (
                <input
                  id={inputId}
                  type="checkbox"
                  name={PREFERENCE_FIELDS[key]}
                  defaultChecked={current[key]}
                  {...{ [CONSENT_BOX_ATTRIBUTE]: key }}
                />
              )}
              <label htmlFor={inputId}>{label}</label>
              <p>{description}</p>
            </Category>
          );
        })}
        <Actions>
          {/* Refusing looks exactly like accepting (as on the banner); saving the boxes as ticked is this layer's own. */}
          <Button type="submit" variant="outline" name={PREFERENCE_FIELDS.consent} value={CONSENT_ACTIONS.rejectNonEssential}>
            Reject non-essential
          </Button>
          <Button type="submit" variant="outline" name={PREFERENCE_FIELDS.consent} value={CONSENT_ACTIONS.acceptAll}>
            Accept all
          </Button>
          <Button type="submit" variant="primary" name={PREFERENCE_FIELDS.consent} value={CONSENT_ACTIONS.save}>
            Save choices
          </Button>
        </Actions>
      </ConsentForm>
    </Dialog>
  );
}
