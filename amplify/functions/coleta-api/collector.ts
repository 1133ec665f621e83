import { siteSettings } from "../shared/settings";

/**
 * The collector named on every collection certificate: Circulare's own registration numbers, edited in the CMS
 * (Configurações do site → Empresa: razão social, CNPJ, autorização ANP, licença) in `content/settings/site.json`, and bundled
 * into the Lambda when the backend deploys. `demonstration` is the settings' `demonstrationData`: while it is on,
 * every certificate carries a "demonstration" watermark; a registration left empty is left off the certificate.
 * `npm run launch:check` refuses both before going live (amplify/README.md, "Before going live").
 */
const { demonstrationData, company } = siteSettings;
const { legalName, cnpj, anpAuthorization, environmentalLicense } = company;
export const collector = { legalName, cnpj, anpAuthorization, environmentalLicense, demonstration: demonstrationData };

export type Collector = typeof collector;
