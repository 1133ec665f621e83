/**
 * The brand as configuration: components never spell the company's name, URL or hosts.
 * SPEC.md's `{product}` is `site.slug`.
 */
export const site = {
  name: "Circulare",
  slug: "circulare",
  url: "https://www.circulare.com.br",
  themeColor: "#f26b1d",
  backgroundColor: "#ffffff",
  // The company's legal name, CNPJ, address, phones, e-mails and social links are site settings, edited in the
  // CMS (content/settings/site.json, src/hooks/use-site-settings.ts).
  /** Hosts outside our origin that pages may contact; the CSP in hosting/customHttp.yml lists the same. */
  thirdPartyHosts: {
    cognito: "https://cognito-idp.us-east-1.amazonaws.com",
    cognitoIdentity: "https://cognito-identity.us-east-1.amazonaws.com",
    apiGateway: "https://*.execute-api.us-east-1.amazonaws.com",
    s3: "https://*.s3.us-east-1.amazonaws.com",
  },
} as const;
