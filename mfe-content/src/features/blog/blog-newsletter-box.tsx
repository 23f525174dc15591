import styled from '@emotion/styled';
import { routeHref } from '@gentlebowl/routes';
import { buttonStyles } from '@gentlebowl/ui';
import { Link } from '@gentlebowl/router';
import { SideBox } from '../../shared/side-box';

const Box = styled(SideBox)(({ theme }) => ({
  backgroundColor: theme.colors.surfaceMuted,
  p: { color: theme.colors.text },
}));

const SignupLink = styled(Link)(({ theme }) => [buttonStyles(theme, { variant: 'primary' }), { alignSelf: 'flex-start' }]);

/**
 * The blog list's newsletter box. The spec's box here makes no call, so rather than a form that
 * only pretends to subscribe, it points to the working signup on the home page.
 */
export function BlogNewsletterBox() {
  return (
    <Box title="Get new guides by email">
      <p>
        Our newsletter brings new articles and practical feeding tips for dogs with sensitive stomachs to your inbox.
      </p>
      <SignupLink to={routeHref('home', { hash: 'newsletter' })}>Sign up on the home page</SignupLink>
    </Box>
  );
}
