export {
  ApiCancelError,
  ApiError,
  type ApiErrorBody,
  type ApiErrorInit,
  type ApiErrorKind,
  apiErrorFromResponse,
  isApiCancelError,
  isApiError,
  networkError,
  timeoutError,
  toApiError,
} from './api-error';
export {
  GENERIC_ERROR,
  NETWORK_ERROR,
  REQUEST_ABORTED,
  TIMEOUT_ERROR,
  defaultErrorText,
  errorCatalogue,
} from './error-catalogue';
