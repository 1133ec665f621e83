/**
 * The user pool's custom attributes for the customer's company (amplify/auth/resource.ts declares them, the local
 * pool in amplify/local/provision.ts too; the profile writes them and the collection form reads them from the ID
 * token). Cognito names custom attributes `custom:<name>` everywhere except in a pool's schema, where the
 * prefix is left out.
 */
export const companyAttributes = {
  company: "custom:company",
  cnpj: "custom:cnpj",
} as const;
