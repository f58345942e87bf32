export {
  type ApiCallOptions,
  type ApiClient,
  type ApiClientOptions,
  type ApiPath,
  type ApiUploadOptions,
  DEFAULT_API_VERSION,
  DEFAULT_TIMEOUT_MS,
  HUBSPOT_COOKIE,
  type HttpMethod,
  apiClient,
  createApiClient,
} from './api-client';
export { visitorOptions } from './visitor-options';
