import { Accordion } from '@gentlebowl/ui';
import { FaqAnswer } from './faq-answer';
import type { FaqItem } from './faq-content';

/**
 * The questions as the ui Accordion: one answer open at a time, the open one closes when its
 * question is chosen again, and the first answer starts open (spec "FAQ"). The triggers are native
 * buttons, so Enter and Space work and aria-expanded / aria-controls come with them.
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  return (
    <Accordion
      name="faq"
      headingLevel={3}
      defaultOpenId={items[0]?.id}
      items={items.map((item) => ({ id: item.id, title: item.question, content: <FaqAnswer item={item} /> }))}
    />
  );
}
