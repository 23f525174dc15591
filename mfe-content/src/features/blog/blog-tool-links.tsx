import styled from '@emotion/styled';
import { routeHref, toolsSectionHref } from '@gentlebowl/routes';
import { Link } from '@gentlebowl/router';
import { SideBox } from '../../shared/side-box';

const Links = styled.ul(({ theme }) => ({ display: 'grid', gap: theme.space(3), margin: 0, padding: 0, listStyle: 'none' }));

/** The blog list's tool links (spec: Blog list): the food selector and the feeding calculator. */
export function BlogToolLinks() {
  return (
    <SideBox title="Put the guides into practice">
      <p>Turn what you read into a plan for your own dog.</p>
      <Links>
        <li>
          <Link to={routeHref('food-selector')}>Find foods that suit your dog's symptoms with the Food Selector</Link>
        </li>
        <li>
          <Link to={toolsSectionHref('feeding-calculator')}>
            Work out daily calories and cups with the Feeding Calculator
          </Link>
        </li>
      </Links>
    </SideBox>
  );
}
