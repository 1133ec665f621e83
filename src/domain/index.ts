/** Payload schemas and validation shared by the browser forms and the API handlers (zod only). */
export * from "./brazil";
export * from "./language";
export * from "./coleta";
export * from "./pesquisa";
export * from "./contato";
export * from "./validate";
export * from "./form-resolver";
export * from "./text";
export { isIsoDate, isValidEmail } from "./fields";
