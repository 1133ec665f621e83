/**
 * How long every function's logs are kept: six months, as the privacy policy says for server logs (Marco Civil
 * da Internet art. 15 asks at least that much of access records). Asserted on the synthesized templates.
 */
export const LOG_RETENTION = "6 months" as const;
export const LOG_RETENTION_DAYS = 180;
