import { transitionDays, vetVisitThresholds } from '@gentlebowl/contracts';
import styled from '@emotion/styled';
import { Accordion, keepRangesTogether } from '@gentlebowl/ui';
import { ContentSection } from '../../shared/content-section';

interface GuideQuestion {
  id: string;
  question: string;
  answer: string;
}

const guideQuestions: readonly GuideQuestion[] = [
  {
    id: 'causes',
    question: 'What causes a sensitive stomach in dogs?',
    answer:
      'Common causes include eating something unsuitable, sudden food changes, rich or fatty food, food intolerance and food allergy. Parasites, infections, pancreatitis and chronic conditions such as inflammatory bowel disease can look the same, which is why ongoing signs need a vet check rather than a string of food changes.',
  },
  {
    id: 'switch',
    question: 'How slowly should I switch a dog with a sensitive stomach to a new food?',
    answer:
      `The usual plan takes ${transitionDays.usual} days in steps of 25, 50, 75 and 100% new food. Sensitive dogs often do better over ${transitionDays.sensitive} days: stay longer on each step, and go back a step if stools loosen.`,
  },
  {
    id: 'grain-free',
    question: 'Is grain-free food better for a sensitive stomach?',
    answer:
      'Not in itself. The most common food allergens in dogs are proteins such as beef, dairy and chicken; wheat is also on the list, but most dogs digest grains well. The FDA has also investigated a possible link between some grain-free diets heavy in peas, lentils and other pulses and a heart disease called dilated cardiomyopathy (DCM). Choose a food for its protein, fat level and digestibility rather than the grain-free label.',
  },
  {
    id: 'pumpkin',
    question: 'Can pumpkin help an upset stomach?',
    answer:
      `Plain canned pumpkin is a common short-term fiber aid: about 1-4 tablespoons a day depending on size, from roughly 1 for a small dog to 4 for a large one. Use plain pumpkin puree, not pie filling, which has added sugar and spices. If loose stools last more than ${vetVisitThresholds.lastingSigns}, see your vet.`,
  },
  {
    id: 'allergy',
    question: 'How do I find out whether my dog has a food allergy?',
    answer:
      'Through an elimination diet your vet supervises: a food with a protein your dog has never eaten, or a hydrolyzed protein, and nothing else. Gut signs usually improve within 3-4 weeks, skin signs can take 8-12 weeks, and the diagnosis is confirmed by feeding the old food again and watching whether the signs return. Blood, saliva and hair tests sold for food allergies are not reliable.',
  },
];

const Answer = styled.p({ margin: 0 });

/** Guide section 5: a few short answers; the full FAQ has its own page. */
export function GuideFaqSection() {
  return (
    <ContentSection title="Frequently Asked Questions">
      <Accordion
        name="guide-faq"
        headingLevel={3}
        defaultOpenId={guideQuestions[0]?.id}
        items={guideQuestions.map((item) => ({
          id: item.id,
          title: item.question,
          content: <Answer>{keepRangesTogether(item.answer)}</Answer>,
        }))}
      />
    </ContentSection>
  );
}
