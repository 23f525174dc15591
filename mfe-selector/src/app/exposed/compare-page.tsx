import { ComparePage } from '../compare-page';

/** Exposed as './compare-page': the shell's route table renders it for /compare. */
export default ComparePage;
export { loadComparedFoods as loader } from '../../features/compare/compare-loader';
