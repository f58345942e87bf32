/** docs/api/openapi.json, the API's inventory written by the server from its route schemas. */
export const documentPath: string;

export interface ContractRoute {
  method: string;
  /** e.g. '/api/fund-info/public/{slug}'. */
  template: string;
}

/** The route of the document that answers `method` on `pathname` (a literal segment beats a parameter), or undefined. */
export function findRoute(method: string, pathname: string): ContractRoute | undefined;

/** Every 'METHOD /api/path/{param}' the document lists. */
export function listedRoutes(): string[];

/** What is wrong with a stubbed reply for `method pathname`, or [] when the server could have sent it. */
export function replyProblems(method: string, pathname: string, reply: { status?: number; json?: unknown; text?: string }): string[];

export function contractReply(method: string, pathname: string, status?: number): { status: number; json?: unknown };
