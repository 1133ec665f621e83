import settings from "../../../content/settings/site.json";
import { siteSettingsSchema } from "../../../src/content/content-schema";

/**
 * The collector named on every collection certificate: Circulare's own registration numbers, edited in the CMS
 * (Configurações do site → Empresa: razão social, CNPJ, autorização ANP, licença) in `content/settings/site.json`, and bundled
 * into the Lambda when the backend deploys. The values in the repository are made up in the shape the real
 * ones have and say "(placeholder)" on the certificate until an editor puts in the ANP authorization and the
 * operating licence actually granted (amplify/README.md, "Before going live").
 */
const { legalName, cnpj, anpAuthorization, environmentalLicense } = siteSettingsSchema.parse(settings).company;
export const collector = { legalName, cnpj, anpAuthorization, environmentalLicense };

export type Collector = typeof collector;
