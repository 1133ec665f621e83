import type { Language } from "../../config/languages";
import settings from "../../../content/settings/site.json";
import { whatsappHref } from "../../content/company";
import { localizePath } from "../../i18n/paths";
import { collectionFormPath } from "../../config/routes";

/** The WhatsApp number of site settings (the CMS's "Empresa"; the build checks the file, this chunk only reads it). */
const whatsapp: string = settings.company.whatsapp;

export type Handoff = {
  key: "handoffCollection" | "handoffContact" | "handoffWhatsapp";
  href: string;
  external: boolean;
};

/** Where the assistant hands a visitor over: the collection form, the contact form and WhatsApp. */
export function handoffs(language: Language): Handoff[] {
  return [
    { key: "handoffCollection", href: localizePath(collectionFormPath, language), external: false },
    { key: "handoffContact", href: localizePath("/fale-com-a-gente/", language), external: false },
    { key: "handoffWhatsapp", href: whatsappHref(whatsapp), external: true },
  ];
}
