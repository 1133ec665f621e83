import React from "react";
import { StandardPage } from "../components/sections/standard-page";
import { PageHead } from "../components/seo/page-head";
import { ContactForm } from "../features/contact/contact-form";

/** `/fale-com-ri/`: the page's text around the contact form (topic "ri"). */
export default function InvestorContactPage() {
  return (
    <StandardPage>
      <ContactForm topic="ri" />
    </StandardPage>
  );
}

export const Head = PageHead;
