// The public face of the fund-todo module: other modules, app.ts and the seed import only from here.
export { fundTodoRoutes } from './routes';
