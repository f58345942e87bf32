// The client core's upload transport. fetch reports no upload progress (ky's onUploadProgress streams the request
// body, which browsers send only over HTTP/2 and Firefox / Safari not at all), so uploads that show progress go
// through XMLHttpRequest here, behind the same headers, session expiry and errors as every other call (ADR 0071).
import { ApiCancelError, networkError, timeoutError } from '../errors/api-error';

export interface XhrReply {
  status: number;
  contentType: string;
  text: string;
}

export interface XhrUploadRequest {
  method: 'POST' | 'PUT' | 'PATCH';
  url: string;
  headers: Headers;
  body: XMLHttpRequestBodyInit;
  /** Called with 0..1 as the body goes out (only when the browser knows the total). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Milliseconds; false or 0 = never. */
  timeout?: number | false;
  xhr?: () => XMLHttpRequest;
}

/**
 * Sends one request with XMLHttpRequest and settles in every case: the reply (any status), or an ApiError for a
 * network failure, a timeout, or an abort (ApiCancelError, also when the signal was aborted before the call).
 */
export function xhrUpload(request: XhrUploadRequest): Promise<XhrReply> {
  return new Promise((resolve, reject) => {
    const { signal } = request;
    if (signal?.aborted) {
      reject(new ApiCancelError(signal.reason));
      return;
    }
    const xhr = request.xhr ? request.xhr() : new XMLHttpRequest();
    const onAbortSignal = () => xhr.abort();
    const settle = (finish: () => void) => {
      signal?.removeEventListener('abort', onAbortSignal);
      finish();
    };
    xhr.open(request.method, request.url);
    xhr.withCredentials = true;
    if (request.timeout) xhr.timeout = request.timeout;
    for (const [name, value] of request.headers) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) request.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () =>
      settle(() => resolve({ status: xhr.status, contentType: xhr.getResponseHeader('content-type') ?? '', text: xhr.responseText }));
    xhr.onerror = () => settle(() => reject(networkError()));
    xhr.ontimeout = () => settle(() => reject(timeoutError()));
    // Before, an aborted upload fired only `abort`, which nothing listened to: the promise never settled.
    xhr.onabort = () => settle(() => reject(new ApiCancelError(signal?.reason)));
    signal?.addEventListener('abort', onAbortSignal, { once: true });
    xhr.send(request.body);
  });
}
