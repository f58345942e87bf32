// GET api/administration/favicon/{url}: a page's icon, fetched by our server (the browser never calls the page itself).
import { type ApiCallOptions, apiClient } from '../http/api-client';

/** The icon as a Blob (the caller makes it an object URL). Throws ApiError. */
export async function getFavicon(url: string, options?: ApiCallOptions): Promise<Blob> {
  const response = await apiClient.raw('get', `api/administration/favicon/${encodeURIComponent(url)}`, { profile: false, ...options });
  return response.blob();
}
