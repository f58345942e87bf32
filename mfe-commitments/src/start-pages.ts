import type { StartPage } from '@fundnet/app-runtime/start-pages';

/**
 * The pages a visit can start on in this area (the book, the dashboard, feedback, to-dos, activity), most specific
 * first, with the `webpackChunkName`s of their lazy imports in routes.tsx (ADR 0094): the build writes each page's
 * scripts into mf-manifest.json, so the shell's early script fetches them with the area's entry. A chunk name no import
 * carries fails the build. Read by the build only: the area's code does not carry the table.
 */
export const startPages = [
  { path: '/commitmentsAndBook', chunks: ['commitments-and-book-page'] },
  { path: '/commitmentsAndBook/pass/:fundInfoId', chunks: ['pass-opportunity-page'] },
  { path: '/dashboard', chunks: ['dashboard-page'] },
  { path: '/feedback/give', chunks: ['feedback-pages'] },
  { path: '/feedback', chunks: ['feedback-pages'] },
  { path: '/fundTodo', chunks: ['fund-todo-page'] },
  { path: '/activityLog', chunks: ['activity-page'] },
] as const satisfies readonly StartPage[];
