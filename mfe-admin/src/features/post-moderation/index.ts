export { PostModeration } from './post-moderation';
