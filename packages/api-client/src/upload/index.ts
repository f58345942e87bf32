export { getSignedFileUrl, type SignedFileUrl, signedFileUrlQueryOptions, useSignedFileUrl } from './get-signed-file-url';
export { uploadKeys } from './keys';
export { type RenameUploadInput, renameUpload, useRenameUpload } from './rename-upload';
export { type ReplaceUploadInput, replaceUpload, useReplaceUpload } from './replace-upload';
export { type UploadedFile, type UploadFileInput, uploadFile, useUploadFile } from './upload-file';
export { type UploadByUrlInput, uploadFileByUrl, useUploadFileByUrl } from './upload-file-by-url';
export { UPLOAD_TIMEOUT_MS } from './upload-form';
export { uploadPrivateFile, useUploadPrivateFile } from './upload-private-file';
