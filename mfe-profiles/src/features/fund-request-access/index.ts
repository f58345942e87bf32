// Access requests: the fund's inbox (on the Share Profile Link screen) and the visitor's request form.
export { AccessRequestRow, AccessRequestsInbox } from './access-requests-inbox';
export { RequestAccessForm, type RequestAccessFormProps } from './request-access-form';
