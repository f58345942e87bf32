import type { FeedbackRequestStatus } from '@fundnet/validation-schema';

/** The status filter as search params; none: every status. */
export const statusParams = (status?: FeedbackRequestStatus): Record<string, string> => (status ? { status } : {});
