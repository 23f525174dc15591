import styled from '@emotion/styled';
import { Link } from '@gentlebowl/router';
import { TextBlockList, TextFlow } from '../../shared/text-block-list';
import type { FaqItem } from './faq-content';

const Answer = styled(TextFlow)({ maxWidth: '48rem', lineHeight: 1.7 });

const Related = styled(Link)(({ theme }) => ({
  display: 'inline-block',
  color: theme.colors.link,
  fontWeight: theme.fontWeights.semibold,
}));

/** One answer of the FAQ, with its further-reading link when it has one. */
export function FaqAnswer({ item }: { item: FaqItem }) {
  return (
    <Answer>
      <TextBlockList blocks={item.answer} />
      {item.related ? <Related to={item.related.href}>{item.related.label}</Related> : null}
    </Answer>
  );
}
