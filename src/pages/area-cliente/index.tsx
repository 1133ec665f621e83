import React from "react";
import type { PageProps } from "gatsby";
import { PageHead } from "../../components/seo/page-head";
import { CustomerArea } from "../../features/customer-area/area/customer-area";

/** `/area-cliente/*` (client-only): dashboard, profile and documents for a signed-in customer. */
export default function CustomerAreaPage({ location }: PageProps) {
  return <CustomerArea pathname={location.pathname} />;
}

export const Head = PageHead;
