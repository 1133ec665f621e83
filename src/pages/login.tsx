import React from "react";
import type { PageProps } from "gatsby";
import { PageHead } from "../components/seo/page-head";
import { SignIn } from "../features/customer-area/auth/sign-in";

/** `/login/`: sign-in to the customer area (Amplify Auth, only on customer-area pages). */
export default function LoginPage({ location }: PageProps) {
  return <SignIn search={location.search} />;
}

export const Head = PageHead;
