import { queryKeys } from '../query/query-keys';

/** Query keys of the upload family: ['upload', 'signed-url', key, { download }] (short-lived links to my files). */
export const uploadKeys = queryKeys('upload');
