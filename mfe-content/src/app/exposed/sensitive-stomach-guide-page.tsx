export { default } from '../../pages/sensitive-stomach-guide-page';
