import React from "react";
import type { PageProps } from "gatsby";
import { PageHead } from "../../components/seo/page-head";
import { ForgotPassword } from "../../features/customer-area/auth/forgot-password";

export default function ForgotPasswordPage({ location }: PageProps) {
  return <ForgotPassword search={location.search} />;
}

export const Head = PageHead;
