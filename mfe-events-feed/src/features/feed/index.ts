export { FeedPage } from './feed-page';
