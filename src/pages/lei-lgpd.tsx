import React from "react";
import { graphql } from "gatsby";
import { standardPageWith } from "../components/sections/standard-page";
import { DataSubjectRequestWhenNeeded } from "../features/privacy/deferred-request";

export { PageHead as Head } from "../components/seo/page-head";

/**
 * `/lei-lgpd/`: the page's text around the data-subject request (LGPD art. 18), for anyone; the form's code loads when
 * a visitor goes to use it (deferred-request.tsx), its HTML is there from the start.
 */
export default standardPageWith(() => <DataSubjectRequestWhenNeeded />);

/** The uploads its content names, in the sizes the page shows (src/components/sections/page-assets.tsx). */
export const query = graphql`
  query LeiLgpdAssets($assets: [String!], $language: String!, $documentCategories: [String!]) {
    ...PageAssets
  }
`;
