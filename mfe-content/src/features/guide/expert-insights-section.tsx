import styled from '@emotion/styled';
import { Card, CardContent, CardHeader, CardTitle, keepRangesTogether } from '@gentlebowl/ui';
import { ContentSection } from '../../shared/content-section';

interface Insight {
  title: string;
  text: string;
  /** The published guidance the point summarises. */
  source: string;
}

const insights: readonly Insight[] = [
  {
    title: 'Rule out illness before blaming the food',
    text: 'Vomiting and diarrhea have many causes besides diet, from parasites and infections to pancreatitis and swallowed objects. Repeated or severe signs call for an examination before the next change of food.',
    source: 'Merck Veterinary Manual, pet owner edition',
  },
  {
    title: 'Food allergy is diagnosed with an elimination diet',
    text: 'A strict diet with a novel or hydrolyzed protein, then a re-challenge with the old food, is the way to confirm a food allergy. Gut signs usually settle within 3-4 weeks; skin signs can take 8-12 weeks.',
    source: 'Merck Veterinary Manual; veterinary dermatology studies',
  },
  {
    title: '"Limited ingredient" is not a guarantee',
    text: 'Label-accuracy studies have found proteins in over-the-counter limited ingredient foods that the label does not list. These foods lower the risk; for a strict trial, vets use prescription hydrolyzed diets.',
    source: 'Published analyses of over-the-counter pet foods',
  },
  {
    title: 'Grain-free is not a health claim',
    text: 'Most food allergies in dogs involve animal proteins such as beef, dairy or chicken rather than grains, and the FDA has investigated a possible link between some grain-free, pulse-heavy diets and dilated cardiomyopathy (DCM) in dogs.',
    source: 'U.S. Food and Drug Administration',
  },
  {
    title: 'Home cooking needs a complete recipe',
    text: 'Most homemade recipes fall short on at least one essential nutrient. A long-term homemade diet should come from a board-certified veterinary nutritionist, and a dog with a medical condition needs its vet to approve it.',
    source: 'Published studies of homemade recipes; American College of Veterinary Nutrition',
  },
  {
    title: 'Read the label, not the front of the bag',
    text: 'The nutritional adequacy statement says whether a food is complete and balanced and for which life stage, and the calorie statement (kcal per kg and per cup or can) helps you portion it.',
    source: 'Association of American Feed Control Officials (AAFCO)',
  },
];

const Grid = styled.ul(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))',
  gap: theme.space(6),
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '& > li > *': { height: '100%' },
}));

const Text = styled.p({ margin: 0 });

const Source = styled.p(({ theme }) => ({
  margin: `${theme.space(3)} 0 0`,
  fontSize: theme.fontSizes.sm,
  color: theme.colors.textMuted,
}));

/** Guide section 8: points of veterinary consensus, each attributed to the guidance it summarises. */
export function ExpertInsightsSection() {
  return (
    <ContentSection
      title="Expert Insights"
      lead="What veterinary references and professional bodies agree on, in our own words."
    >
      <Grid>
        {insights.map((insight) => (
          <li key={insight.title}>
            <Card as="article">
              <CardHeader>
                <CardTitle>{insight.title}</CardTitle>
              </CardHeader>
              <CardContent>
                <Text>{keepRangesTogether(insight.text)}</Text>
                <Source>Source: {insight.source}</Source>
              </CardContent>
            </Card>
          </li>
        ))}
      </Grid>
    </ContentSection>
  );
}
