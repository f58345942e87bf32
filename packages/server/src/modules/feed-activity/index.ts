// The public face of the feed-activity module: other modules and app.ts import only from here (and its tables.ts).

export { feedActivityRoutes } from './routes';
export { type FeedActivityInput, recordFeedActivity } from './service';
