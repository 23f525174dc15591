// `@emotion/styled` as the server renderer's build has it (its webpack alias): emotion's own, with
// style objects written out once and style functions memoized (see memoized-styles.ts).
import createStyled from '@emotion/styled/base';
import { withMemoizedStyles } from './memoized-styles';

export default withMemoizedStyles(createStyled);
