// DELETE api/platform-event/{id}/ratings/mine: the signed-in user deletes their review.
import { apiClient } from '../http/api-client';

export const deleteEventReview = (id: string) => apiClient.delete<void>(`api/platform-event/${id}/ratings/mine`, { profile: false });
