import type { ContractRoute } from './contract.cjs';

export interface ContractChecks {
  /** The route of the document that answers `method` on `pathname` (a literal segment beats a parameter), or undefined. */
  findRoute(method: string, pathname: string): ContractRoute | undefined;
  /** Every 'METHOD /api/path/{param}' the document lists. */
  listedRoutes(): string[];
  /** What is wrong with a stubbed reply for `method pathname`, or [] when the server could have sent it. */
  replyProblems(method: string, pathname: string, reply: { status?: number; json?: unknown; text?: string }): string[];
  /** The route's reply with the smallest body its schema accepts (`status` default: its first success status). */
  contractReply(method: string, pathname: string, status?: number): { status: number; json?: unknown };
}

/** The checks of test-server.cjs for `document` (docs/api/openapi.json, parsed), without the file system. */
export function createContract(document: unknown): ContractChecks;
