export { default, loader } from '../../pages/sensitive-stomach-guide-page';
