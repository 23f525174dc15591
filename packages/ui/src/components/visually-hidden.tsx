import styled from '@emotion/styled';
import { visuallyHiddenStyles } from '../theme/visually-hidden-styles';

/** Text for screen readers only, such as a "(opens in a new tab)" hint. */
export const VisuallyHidden = styled.span(visuallyHiddenStyles);
