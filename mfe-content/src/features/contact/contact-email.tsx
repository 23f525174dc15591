import { useRuntimeConfig } from '@gentlebowl/platform';
import { SideBox } from '../../shared/side-box';

/** The address operators configure, for people who would rather write from their own mail app. */
export function ContactEmail() {
  const { contactEmail } = useRuntimeConfig();
  return (
    <SideBox title="Prefer Email?">
      <p>
        If you would rather use your own email app, write to us at{' '}
        <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
      </p>
    </SideBox>
  );
}
