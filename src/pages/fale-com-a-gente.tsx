import React from "react";
import { StandardPage } from "../components/sections/standard-page";
import { PageHead } from "../components/seo/page-head";
import { ContactForm } from "../features/contact/contact-form";

/** `/fale-com-a-gente/`: the page's text around the contact form (topic "geral"). */
export default function ContactUsPage() {
  return (
    <StandardPage>
      <ContactForm topic="geral" />
    </StandardPage>
  );
}

export const Head = PageHead;
