import styled from '@emotion/styled';
import { useId } from 'react';
import { SideBox } from '../../shared/side-box';
import { NEWSLETTER_SECTION_ID, NewsletterForm } from '../newsletter/newsletter-signup';

const Box = styled(SideBox)(({ theme }) => ({
  backgroundColor: theme.colors.surfaceMuted,
  p: { color: theme.colors.text },
}));

/**
 * The blog list's newsletter box (spec "Blog list": an email input and a Subscribe button): the
 * site's one signup form, so it signs the address up as the home page's does, without scripts too.
 */
export function BlogNewsletterBox() {
  const headingId = useId();
  return (
    <Box title="Get new guides by email" id={NEWSLETTER_SECTION_ID} headingId={headingId}>
      <p>
        Our newsletter brings new articles and practical feeding tips for dogs with sensitive stomachs to your inbox.
      </p>
      <NewsletterForm page="blog" labelledBy={headingId} />
    </Box>
  );
}
