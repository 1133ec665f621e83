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
  email: "contato@circulare.com.br",
  phone: "+55 11 5555-0100",
  /** The assistant's WhatsApp hand-off (`https://wa.me/<digits>`); fictional, like the phone. */
  whatsapp: "+55 11 95555-0100",
  address: {
    street: "Avenida das Indústrias, 1200",
    city: "São Paulo",
    region: "SP",
    postalCode: "04001-000",
    country: "BR",
  },
  social: {
    instagram: "https://www.instagram.com/circulare",
    facebook: "https://www.facebook.com/circulare",
    linkedin: "https://www.linkedin.com/company/circulare",
    youtube: "https://www.youtube.com/@circulare",
  },
  /** Hosts outside our origin that pages may contact; the CSP in hosting/customHttp.yml lists the same. */
  thirdPartyHosts: {
    cognito: "https://cognito-idp.us-east-1.amazonaws.com",
    cognitoIdentity: "https://cognito-identity.us-east-1.amazonaws.com",
    apiGateway: "https://*.execute-api.us-east-1.amazonaws.com",
    s3: "https://*.s3.us-east-1.amazonaws.com",
  },
} as const;

export type SocialNetwork = keyof typeof site.social;
