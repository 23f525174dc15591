export { default } from '../../pages/digestive-health-tips-page';
