import { vetVisitThresholds } from '@gentlebowl/contracts';
import { keepRangesTogether, Notice } from '@gentlebowl/ui';

/** Spec "Contact": the important note that our answers do not replace a vet. */
export function VeterinaryCareNote() {
  return (
    <Notice variant="warning" title="Important note">
      <p>
        Our answers are general information, not a substitute for veterinary care: we cannot examine your dog or
        diagnose a problem by email.
      </p>
      <p>
        {keepRangesTogether(
          `In an emergency, contact your vet or the nearest emergency animal hospital right away. Do not wait for our reply if your dog has blood in its stool or vomit, keeps vomiting, is lethargic, or has had diarrhea for more than ${vetVisitThresholds.lastingSigns}.`,
        )}
      </p>
    </Notice>
  );
}
