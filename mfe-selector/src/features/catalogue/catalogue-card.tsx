import styled from '@emotion/styled';
import { type DogFoodSummary, foodTypeLabel } from '@gentlebowl/contracts';
import { routeHref } from '@gentlebowl/routes';
import { Badge, Card, InlineList, LazyImage } from '@gentlebowl/ui';
import { useId } from 'react';
import { Link } from '@gentlebowl/router';
import { ProductBrand as Brand } from '../../shared/product-brand';
import { RatingSummary } from '../../shared/rating-summary';
import { MonthlyCostBand } from './monthly-cost-band';

const Article = styled(Card)(({ theme }) => ({
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(3),
  padding: theme.space(5),
}));

const Picture = styled(LazyImage)(({ theme }) => ({ borderRadius: theme.radii.md, alignSelf: 'center' }));

const Name = styled.h3(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes.lg, lineHeight: 1.3 }));

/**
 * One food of the catalogue: photo, brand, name (the link to its page), type, a retailer's rating with
 * its source (none without one) and the budget band a month of it falls in for the reference dog. No
 * buy link: the product page carries it, with its disclosure.
 */
export function CatalogueCard({ food }: { food: DogFoodSummary }) {
  const nameId = useId();
  const fullName = `${food.brand} ${food.name}`;
  return (
    <Article as="article" aria-labelledby={nameId}>
      <Picture src={food.imageUrl} alt={fullName} width={160} height={160} />
      <div>
        <Brand>{food.brand}</Brand>
        <Name id={nameId}>
          <Link to={routeHref('dog-food', { params: { id: food.id } })}>{food.name}</Link>
        </Name>
      </div>
      <InlineList aria-label="Food type">
        <li>
          <Badge variant="secondary">{foodTypeLabel(food.foodType)}</Badge>
        </li>
        {food.requiresPrescription ? (
          <li>
            <Badge>Prescription diet</Badge>
          </li>
        ) : null}
      </InlineList>
      {food.retailerRating ? <RatingSummary rating={food.retailerRating} /> : null}
      <MonthlyCostBand food={food} />
    </Article>
  );
}
