export { action, default, loader } from '../../pages/owner-story-review-page';
