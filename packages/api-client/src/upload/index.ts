export { getSignedFileUrl, type SignedFileUrl, signedFileUrlQueryOptions } from './get-signed-file-url';
export { uploadKeys } from './keys';
export { type RenameUploadInput, renameUpload } from './rename-upload';
export { type ReplaceUploadInput, replaceUpload } from './replace-upload';
export { type UploadedFile, type UploadFileInput, uploadFile } from './upload-file';
export { type UploadByUrlInput, uploadFileByUrl } from './upload-file-by-url';
export { UPLOAD_TIMEOUT_MS } from './upload-form';
export { uploadPrivateFile, useUploadPrivateFile } from './upload-private-file';
