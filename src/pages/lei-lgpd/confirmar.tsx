import React from "react";
import type { PageProps } from "gatsby";
import { PageHead } from "../../components/seo/page-head";
import { ConfirmDataSubjectRequest } from "../../features/privacy/confirm-request";

/** `/lei-lgpd/confirmar/#<token>`: the e-mailed link of a data-subject request, which confirms it. */
export default function ConfirmDataSubjectRequestPage({ location }: PageProps) {
  return <ConfirmDataSubjectRequest hash={location.hash} />;
}

export const Head = PageHead;
