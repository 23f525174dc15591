import { type PageActionArgs, type PageActionResult, refusedByApi, type ToastOptions } from '@gentlebowl/platform';
import { contentApi } from '../../shared/content-api';
import type { FormRefusal } from '../../shared/form-action-data';
import {
  SHARE_STORY_FORM_NAME,
  SHARE_STORY_SECTION_ID,
  type ShareStoryField,
  type ShareStoryValues,
  STORY_SENT_PARAM,
  initialShareStoryValues,
  shareStoryFieldErrors,
  shareStoryValuesFromEntries,
  storyFailedToast,
  toOwnerStoryRequest,
} from './share-story-form-values';

/** What the home page is rendered with after a story was refused: every value as sent, each
 * field's message, or why the send failed. */
export interface ShareStoryActionData extends FormRefusal {
  form: typeof SHARE_STORY_FORM_NAME;
  values: ShareStoryValues;
  errors?: Partial<Record<ShareStoryField, string>>;
  notice?: ToastOptions;
}

/**
 * A story sent without scripts: checked as the form checks it, sent in the visitor's name through
 * the endpoint the form uses (so the API's writes budget and Origin check apply), then the home page
 * with the thank-you in the form's place (303), or the page again with everything kept and the message.
 */
export async function shareStoryAction({ form, dispatch }: PageActionArgs): Promise<PageActionResult> {
  const values = shareStoryValuesFromEntries(form, initialShareStoryValues);
  const errors = shareStoryFieldErrors(values);
  if (Object.keys(errors).length > 0) {
    const data: ShareStoryActionData = { form: SHARE_STORY_FORM_NAME, values, errors };
    return { outcome: 'refused', status: 400, data };
  }
  try {
    await dispatch(contentApi.endpoints.contentShareOwnerStory.initiate(toOwnerStoryRequest(values))).unwrap();
  } catch (error) {
    const data: ShareStoryActionData = { form: SHARE_STORY_FORM_NAME, values, notice: storyFailedToast(error) };
    return refusedByApi(error, data);
  }
  return { outcome: 'sent', query: { [STORY_SENT_PARAM]: '1' }, hash: SHARE_STORY_SECTION_ID };
}
