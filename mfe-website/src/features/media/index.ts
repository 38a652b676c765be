/** Images and uploaded files of the content: srcset pictures, upload URLs, the value shapes. */
export { Picture } from './Picture';
export { isImageReference, isUploadedFile, uploadUrl, uploadPreviewUrl, type UploadedFile } from './media';
