import styled from '@emotion/styled';
import { Card, CardContent, CardHeader, CardTitle, keepRangesTogether } from '@gentlebowl/ui';
import { ContentSection } from '../../shared/content-section';
import { trustedResources } from './trusted-resources';

/** A published source a point summarises, named and linked so a reader can check it. */
interface InsightSource {
  label: string;
  href: string;
}

interface Insight {
  title: string;
  text: string;
  sources: readonly InsightSource[];
}

/** A source the guide also lists among its trusted resources, linked at the address listed there. */
function listedResource(name: string, label = name): InsightSource {
  const resource = trustedResources.find((candidate) => candidate.name === name);
  if (!resource) throw new Error(`No trusted resource named "${name}"`);
  return { label, href: resource.url };
}

const merckDigestiveDisorders = listedResource('Merck Veterinary Manual: Digestive Disorders of Dogs');

const insights: readonly Insight[] = [
  {
    title: 'Rule out illness before blaming the food',
    text: 'Vomiting and diarrhea have many causes besides diet, from parasites and infections to pancreatitis and swallowed objects. Repeated or severe signs call for an examination before the next change of food.',
    sources: [merckDigestiveDisorders],
  },
  {
    title: 'Food allergy is diagnosed with an elimination diet',
    text: 'A strict diet with a novel or hydrolyzed protein, then a re-challenge with the old food, is the way to confirm a food allergy. Gut signs usually settle within 3-4 weeks; skin signs can take 8-12 weeks.',
    sources: [
      merckDigestiveDisorders,
      {
        label: 'Olivry, Mueller and Prélaud, "Duration of elimination diets", BMC Veterinary Research, 2015',
        href: 'https://bmcvetres.biomedcentral.com/articles/10.1186/s12917-015-0541-3',
      },
    ],
  },
  {
    title: '"Limited ingredient" is not a guarantee',
    text: 'Label-accuracy studies have found proteins in over-the-counter limited ingredient foods that the label does not list. These foods lower the risk; for a strict trial, vets use prescription hydrolyzed diets.',
    sources: [
      {
        label: 'Olivry and Mueller, "Discrepancies between ingredients and labeling in commercial pet foods", BMC Veterinary Research, 2018',
        href: 'https://bmcvetres.biomedcentral.com/articles/10.1186/s12917-018-1346-y',
      },
    ],
  },
  {
    title: 'Grain-free is not a health claim',
    text: 'Most food allergies in dogs involve animal proteins such as beef, dairy or chicken rather than grains, and the FDA has investigated a possible link between some grain-free, pulse-heavy diets and dilated cardiomyopathy (DCM) in dogs.',
    sources: [
      {
        label: 'U.S. Food and Drug Administration: investigation into diets and canine dilated cardiomyopathy',
        href: 'https://www.fda.gov/animal-veterinary/outbreaks-and-advisories/fda-investigation-potential-link-between-certain-diets-and-canine-dilated-cardiomyopathy',
      },
    ],
  },
  {
    title: 'Home cooking needs a complete recipe',
    text: 'Most homemade recipes fall short on at least one essential nutrient. A long-term homemade diet should come from a board-certified veterinary nutritionist, and a dog with a medical condition needs its vet to approve it.',
    sources: [
      {
        label: 'Stockman and others, "Evaluation of recipes of home-prepared maintenance diets for dogs", JAVMA, 2013',
        href: 'https://doi.org/10.2460/javma.242.11.1500',
      },
      listedResource('American College of Veterinary Nutrition (ACVN)'),
    ],
  },
  {
    title: 'Read the label, not the front of the bag',
    text: 'The nutritional adequacy statement says whether a food is complete and balanced and for which life stage, and the calorie statement (kcal per kg and per cup or can) helps you portion it.',
    sources: [listedResource('AAFCO: Understanding Pet Food')],
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
  a: { color: theme.colors.link },
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
                <Source>
                  {insight.sources.length === 1 ? 'Source' : 'Sources'}:{' '}
                  {insight.sources.map((source, index) => (
                    <span key={source.href}>
                      {index > 0 ? '; ' : null}
                      <a href={source.href}>{source.label}</a>
                    </span>
                  ))}
                </Source>
              </CardContent>
            </Card>
          </li>
        ))}
      </Grid>
    </ContentSection>
  );
}
