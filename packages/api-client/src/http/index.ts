export {
  type ApiCallOptions,
  type ApiClient,
  type ApiClientOptions,
  type ApiPath,
  type ApiUploadOptions,
  DEFAULT_TIMEOUT_MS,
  type HttpMethod,
  apiClient,
  createApiClient,
} from './api-client';
export { visitorOptions } from './visitor-options';
export { DEFAULT_API_VERSION, HUBSPOT_COOKIE } from './call-headers';
export { EARLY_READ_TTL_MS, readEarly } from './early-reads';
