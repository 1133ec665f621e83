/**
 * The file bucket's limits, in one place: the documents page refuses a larger file before uploading it
 * (src/features/customer-area/area/documents.tsx), the upload-limit function deletes any object that got past
 * the browser (amplify/functions/upload-limit/) and the local S3 refuses it (amplify/local/s3.ts). In the domain
 * because the backend and the site both read it; no AWS or CDK import here.
 */

/** Largest file a customer may store: 100 MiB. */
export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;

/** The only prefix customers write to (`private/{identity id}/…`); the upload check watches it. */
export const CUSTOMER_FILES_PREFIX = "private/";
