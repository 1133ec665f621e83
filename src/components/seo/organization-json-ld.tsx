import React from "react";
import { site } from "../../config/site";
import type { Company } from "../../content/content-schema";
import { useSiteSettings } from "../../hooks/use-site-settings";

/** JSON-LD Organization for the home page, from the company in site settings (the CMS's "Empresa"). */
export function organizationJsonLd(company: Company) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.name,
    legalName: company.legalName,
    taxID: company.cnpj,
    url: site.url,
    logo: `${site.url}/icons/icon-512x512.png`,
    email: company.emails.contact,
    telephone: company.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: company.address.street,
      addressLocality: company.address.city,
      addressRegion: company.address.region,
      postalCode: company.address.postalCode,
      addressCountry: "BR",
    },
    sameAs: Object.values(company.social),
  };
}

export function OrganizationJsonLd() {
  const { company } = useSiteSettings();
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(organizationJsonLd(company)) }}
    />
  );
}
