// The public face of the fund-request-access module (dependency-cruiser checks that others import only this).

export { fundRequestAccessRoutes } from './routes';
