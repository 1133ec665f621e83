import React from "react";
import { StandardPage } from "../components/sections/standard-page";
import { PageHead } from "../components/seo/page-head";
import { ColetaForm } from "../features/collection-request/coleta-form";

/** `/solicite-sua-coleta/`: the page's text around the collection request form. */
export default function ColetaPage() {
  return (
    <StandardPage>
      <ColetaForm />
    </StandardPage>
  );
}

export const Head = PageHead;
