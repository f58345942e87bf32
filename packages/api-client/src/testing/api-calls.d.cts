export interface ApiCall {
  /** 'profile-sections/get-profile-info.ts:13'. */
  where: string;
  method: string;
  /** e.g. 'api/fund-info/get/{param}' (one per profile family for the shared profile calls). */
  paths: string[];
}

/**
 * Every apiClient call in the source files under `srcDir` (default: the api-client's src), and those whose method or
 * path could not be read. `families`: what `familyPath(type)` expands to.
 */
export function apiCalls(families: readonly string[], srcDir?: string): { calls: ApiCall[]; unread: string[] };

/** Whether a call's path template can reach a route template of the OpenAPI document. */
export function pathReaches(callPath: string, routeTemplate: string): boolean;
