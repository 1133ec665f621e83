import React from "react";
import { PageHead } from "../../components/seo/page-head";
import { SignUp } from "../../features/customer-area/auth/sign-up";

export default function CreateAccountPage() {
  return <SignUp />;
}

export const Head = PageHead;
