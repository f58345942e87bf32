export { type DecideAccessRequestInput, decideAccessRequest, useDecideAccessRequest } from './decide-access-request';
export { accessRequestQueryOptions, getAccessRequest, useAccessRequest } from './get-access-request';
export {
  accessRequestsQueryOptions,
  getAccessRequests,
  type RequestAccess,
  type RequestAccessList,
  type RequestAccessStatus,
  useAccessRequests,
} from './get-access-requests';
export { requestAccessKeys } from './keys';
export { type CreateRequestAccessInput, type RequestAccessInput, requestAccess, useRequestAccess } from './request-access';
