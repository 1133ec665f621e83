import { graphql } from "gatsby";
import { EditoriaPage, EditoriaPageHead } from "../components/blog/editoria-page";

export default EditoriaPage;
export const Head = EditoriaPageHead;

export const query = graphql`
  query EditoriaList($language: String!, $editoriaSlug: String!, $skip: Int!, $limit: Int!) {
    editoria(language: { eq: $language }, slug: { eq: $editoriaSlug }) {
      slug
      nome
      position
      description
    }
    allPost(
      filter: { language: { eq: $language }, editoriaSlug: { eq: $editoriaSlug } }
      sort: [{ date: DESC }, { slug: ASC }]
      skip: $skip
      limit: $limit
    ) {
      nodes {
        ...PostCard
      }
    }
    allEditoria(filter: { language: { eq: $language } }) {
      nodes {
        ...EditoriaBarItem
      }
    }
  }
`;
