import styled from '@emotion/styled';
import { routeHref } from '@gentlebowl/routes';
import { Link } from '@gentlebowl/router';
import { SideBox } from '../../shared/side-box';

const List = styled.ul(({ theme }) => ({
  display: 'grid',
  gap: theme.space(3),
  margin: 0,
  padding: 0,
  listStyle: 'none',
  span: { display: 'block', fontSize: theme.fontSizes.sm, color: theme.colors.textMuted },
}));

/** Spec "Contact": quick-response links to the food selector, the tools and the blog. */
export function QuickAnswers() {
  return (
    <SideBox title="Looking for a Quick Answer?">
      <p>Many questions are answered straight away by our free tools and guides.</p>
      <List>
        <li>
          <Link to={routeHref('food-selector')}>Find a food with the Food Selector</Link>
          <span>Matches foods to your dog's symptoms, allergies, age, size and budget.</span>
        </li>
        <li>
          <Link to={routeHref('tools')}>Use the Nutrition Tools</Link>
          <span>Daily calories and cups, and a day-by-day plan for switching foods.</span>
        </li>
        <li>
          <Link to={routeHref('blog')}>Read the Blog</Link>
          <span>Guides on diarrhea, allergies, limited-ingredient diets and more.</span>
        </li>
      </List>
    </SideBox>
  );
}
