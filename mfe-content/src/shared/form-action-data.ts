import { usePageActionData } from '@gentlebowl/platform';

/**
 * The home page has two forms that post to it (an owner's story and the newsletter sign-up): the
 * story form names itself in this field, so the page's action knows which form came, and each
 * action's refusal names its form, so only that form opens with it.
 */
export const FORM_NAME_FIELD = 'form';

/** What an action that shares its page with another form refuses a submission with. */
export interface FormRefusal {
  form: string;
}

/** The data the page's action refused `formName` with, when this render answers that form. */
export function useFormActionData<Data extends FormRefusal>(formName: string): Data | undefined {
  const data = usePageActionData<Data>();
  return data?.form === formName ? data : undefined;
}
