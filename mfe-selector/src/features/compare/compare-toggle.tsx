import styled from '@emotion/styled';
import type { DogFood } from '@gentlebowl/contracts';
import { Button, VisuallyHidden } from '@gentlebowl/ui';
import type { FormEvent } from 'react';
import { Link, useLocation } from '@gentlebowl/router';
import { compareToggleFields } from './compare-list-address';
import { type CompareDog, MAX_COMPARED_FOODS } from './compare-query';
import { useCompareList } from './use-compare-list';

const Root = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${theme.space(2)} ${theme.space(3)}`,
  '@media print': { display: 'none' },
}));

const CompareLink = styled(Link)(({ theme }) => ({ fontSize: theme.fontSizes.sm, fontWeight: theme.fontWeights.semibold }));

const Message = styled.p(({ theme }) => ({
  flexBasis: '100%',
  margin: 0,
  fontSize: theme.fontSizes.sm,
  color: theme.colors.text,
  // Always there, so screen readers announce the message when it appears; empty, it takes no room.
  '&:empty': { position: 'absolute' },
}));

/** Shown when a fourth food is added. */
export const compareFullMessage = `You can compare up to ${MAX_COMPARED_FOODS} foods at a time. Remove one from the comparison to add this one.`;

export interface CompareToggleProps {
  food: Pick<DogFood, 'id' | 'brand' | 'name'>;
  /** The dog the comparison should work portions and costs out for, when the page knows it. */
  dog?: CompareDog | null;
}

/**
 * Puts a food on the compare list or takes it off, with a "Compare (N)" link to the comparison
 * once the food is on it. The toggle is a form asking for the page it is on with the list as the
 * toggle leaves it (compare-list-address.ts), so a tap works before the page's scripts have taken
 * over and without them; with scripts, the list changes in place.
 */
export function CompareToggle({ food, dog }: CompareToggleProps) {
  const compare = useCompareList(dog);
  const { pathname, search } = useLocation();
  const inList = compare.includes(food.id);
  const refused = compare.refusedId === food.id;
  const listAfterToggle = inList ? compare.ids.filter((id) => id !== food.id) : [...compare.ids, food.id];

  const toggle = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inList) compare.remove(food.id);
    else compare.add(food.id, dog);
  };

  return (
    <Root>
      <form method="get" action={pathname} onSubmit={toggle}>
        {compareToggleFields(search, listAfterToggle).map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
        <Button type="submit" variant="outline" size="sm" aria-pressed={inList}>
          {inList ? 'Remove from compare' : 'Add to compare'}
          <VisuallyHidden> {`${food.brand} ${food.name}`}</VisuallyHidden>
        </Button>
      </form>
      {compare.ids.length > 0 && (inList || refused) ? (
        <CompareLink to={compare.href}>Compare ({compare.ids.length})</CompareLink>
      ) : null}
      <Message role="status">{refused && compare.isFull && !inList ? compareFullMessage : ''}</Message>
    </Root>
  );
}
