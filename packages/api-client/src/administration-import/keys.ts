import { queryKeys } from '../query/query-keys';

/** Query keys of the administration import (nothing is cached: the calls are mutations and downloads). */
export const administrationImportKeys = queryKeys('administration-import');
