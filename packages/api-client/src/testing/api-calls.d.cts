export interface ApiCall {
  /** 'profile-sections/get-profile-info.ts:13'. */
  where: string;
  method: string;
  /** e.g. 'api/fund-info/get/{param}' (one per profile family for the shared profile calls). */
  paths: string[];
}

/** Every apiClient call in the source files under `srcDir`, and those whose method or path could not be read. */
export function apiCalls(srcDir: string, families: readonly string[]): { calls: ApiCall[]; unread: string[] };

/** Whether a call's path template can reach a route template of the OpenAPI document. */
export function pathReaches(callPath: string, routeTemplate: string): boolean;
