import React from "react";
import type { PageProps } from "gatsby";
import { PageHead } from "../../components/seo/page-head";
import { SignUp } from "../../features/customer-area/auth/sign-up";

export default function CreateAccountPage({ location }: PageProps) {
  return <SignUp search={location.search} />;
}

export const Head = PageHead;
