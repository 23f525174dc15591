import { typedFormValues } from '@gentlebowl/platform';
import { inPageNavigation, useNavigate } from '@gentlebowl/router';

/**
 * Puts the answers of a calculation made in the page into the page's address, as the calculator's
 * GET submit does without scripts (`/tools?weight=50&age=adult&…`), in place of the entry's address:
 * the address then always names the result shown, so a reload, a bookmark or a shared link brings
 * the same result back instead of answers from before. Takes the form's name; its entries are what
 * was just calculated. The calculator keeps its own scroll and focus.
 */
export function useAnswersInAddress(): (formName: string) => void {
  const navigate = useNavigate();
  return (formName) => {
    const answers = typedFormValues(formName);
    if (answers) navigate({ search: `?${answers}` }, { replace: true, state: inPageNavigation() });
  };
}
