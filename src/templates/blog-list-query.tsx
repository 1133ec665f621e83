import { graphql } from "gatsby";
import { BlogIndex, BlogIndexHead } from "../components/blog/blog-index";

export default BlogIndex;
export const Head = BlogIndexHead;

export const query = graphql`
  query BlogList($language: String!, $skip: Int!, $limit: Int!) {
    allPost(
      filter: { language: { eq: $language } }
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
