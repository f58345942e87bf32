// The public face of the post module: other modules and app.ts import only from here (and its tables.ts).

export { postRoutes } from './routes';
