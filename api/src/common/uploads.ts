/** The spec's limit for any one uploaded file: 10 MB; a file of exactly this size is accepted. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** How many files one artwork request may carry. */
export const MAX_ARTWORK_FILES = 10;
/** A whole upload request: the files plus room for the form fields and multipart framing. */
export const MAX_UPLOAD_REQUEST_BYTES = MAX_ARTWORK_FILES * MAX_FILE_BYTES + 1024 * 1024;
