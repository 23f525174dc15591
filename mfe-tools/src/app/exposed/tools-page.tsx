import { ToolsPage } from '../tools-page';

/** Exposed as './tools-page': the shell's route table renders it for /tools. */
export default ToolsPage;
export { loadCatalogueFoods as loader } from '../../shared/tools-api';
