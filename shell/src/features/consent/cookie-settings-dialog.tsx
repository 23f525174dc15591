import styled from '@emotion/styled';
import { Button } from '@gentlebowl/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { ACCEPT_ALL, type ConsentChoice, REJECT_NON_ESSENTIAL } from '../../shared/consent-record';
import { useConsent } from './consent-provider';

const Dialog = styled.dialog(({ theme }) => ({
  width: 'min(34rem, calc(100vw - 2rem))',
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

const Actions = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: theme.space(2),
  marginTop: theme.space(4),
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
    description: 'Remembers your colour theme and that you have seen the food finder tip.',
  },
  {
    key: 'analytics',
    label: 'Analytics',
    description: 'Lets us measure, in aggregate, which pages help owners most. Nothing is measured without this.',
  },
];

/** The settings layer: a real modal dialog (focus is trapped and Escape closes it). */
export function CookieSettingsDialog() {
  const { record, decide, settingsOpen, closeSettings } = useConsent();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [choice, setChoice] = useState<ConsentChoice>(REJECT_NON_ESSENTIAL);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (settingsOpen && !element.open) {
      setChoice(record ? { preferences: record.preferences, analytics: record.analytics } : REJECT_NON_ESSENTIAL);
      element.showModal();
    } else if (!settingsOpen && element.open) {
      element.close();
    }
  }, [settingsOpen, record]);

  return (
    <Dialog ref={dialog} aria-labelledby={titleId} onClose={closeSettings} data-testid="cookie-settings">
      <h2 id={titleId}>Cookie settings</h2>
      <p>Choose what this site may store on your device. You can change this at any time from the footer.</p>
      {CATEGORIES.map(({ key, label, description }) => {
        const inputId = `${titleId}-${key}`;
        return (
          <Category key={key}>
            <input
              id={inputId}
              type="checkbox"
              checked={key === 'necessary' ? true : choice[key]}
              disabled={key === 'necessary'}
              onChange={(event) => {
                if (key !== 'necessary') setChoice({ ...choice, [key]: event.target.checked });
              }}
            />
            <label htmlFor={inputId}>{label}</label>
            <p>{description}</p>
          </Category>
        );
      })}
      <Actions>
        <Button variant="ghost" onClick={() => decide(REJECT_NON_ESSENTIAL)}>
          Reject non-essential
        </Button>
        <Button variant="outline" onClick={() => decide(ACCEPT_ALL)}>
          Accept all
        </Button>
        <Button variant="primary" onClick={() => decide(choice)}>
          Save choices
        </Button>
      </Actions>
    </Dialog>
  );
}
