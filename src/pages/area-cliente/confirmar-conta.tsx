import React from "react";
import type { PageProps } from "gatsby";
import { PageHead } from "../../components/seo/page-head";
import { ConfirmSignUp } from "../../features/customer-area/auth/confirm-sign-up";

export default function ConfirmAccountPage({ location }: PageProps) {
  return <ConfirmSignUp search={location.search} />;
}

export const Head = PageHead;
