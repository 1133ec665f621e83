import type { Company } from "../../../src/content/content-schema";
import { formatCep } from "../../../src/domain/brazil";
import { bases } from "../shared/bases";
import { siteSettings } from "../shared/settings";

/**
 * The collector named on every collection certificate: Circulare's own registration numbers, its address and the
 * person who signs the certificates (their role in each language), edited in the CMS (Configurações do site → Empresa) in
 * `content/settings/site.json`, and the re-refinery the oil goes to (the plant in `content/bases/bases.json`), all
 * bundled into the Lambda when the backend deploys. `demonstration` is the settings' `demonstrationData`: while it is
 * on, every certificate carries a "demonstration" watermark; a registration, signatory or plant left empty is left
 * off the certificate. `npm run launch:check` refuses empty registrations and signatory before going live
 * (amplify/README.md, "Before going live").
 */
const { demonstrationData, company } = siteSettings;
const { legalName, cnpj, anpAuthorization, environmentalLicense, signatory, address } = company;
const plant = bases.find((base) => base.kind === "plant");

export type Collector = {
  legalName: string;
  cnpj: string;
  /** One line: "Avenida das Indústrias, 1200 – São Paulo/SP – CEP 04001-000". */
  address?: string;
  anpAuthorization: string;
  environmentalLicense: string;
  /** Who signs, the role in each language; the block is left out unless all three are filled in the certificate's. */
  signatory?: Company["signatory"];
  /** The re-refinery the collected oil is sent to. */
  destination?: { name: string; city: string; uf: string };
  demonstration: boolean;
};

export const collector: Collector = {
  legalName,
  cnpj,
  address: `${address.street} – ${address.city}/${address.region} – CEP ${formatCep(address.postalCode)}`,
  anpAuthorization,
  environmentalLicense,
  signatory,
  ...(plant ? { destination: { name: plant.name, city: plant.city, uf: plant.uf } } : {}),
  demonstration: demonstrationData,
};
