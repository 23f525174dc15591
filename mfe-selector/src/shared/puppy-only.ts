import styled from '@emotion/styled';

/**
 * A question for puppies only (the expected adult weight), in the page from the start and shown by
 * the page's own CSS while the form's age select holds Puppy: it works before the scripts arrive and
 * without them, and what is typed into it is never thrown away.
 */
export const PuppyOnly = styled.div({
  'form:not(:has(select[name="age"] option[value="puppy"]:checked)) &': { display: 'none' },
});
