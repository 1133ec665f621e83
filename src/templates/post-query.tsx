import { graphql } from "gatsby";
import { PostPage, PostPageHead } from "../components/blog/post-page";

export default PostPage;
export const Head = PostPageHead;

export const query = graphql`
  query PostPage($id: String!, $previousId: String, $nextId: String, $relatedIds: [String!]!) {
    post(id: { eq: $id }) {
      slug
      title
      date
      excerpt
      html
      wordCount
      readingMinutes
      coverAlt
      editoria {
        slug
        nome
      }
      author {
        slug
        name
        role
        bio
        portrait {
          childImageSharp {
            gatsbyImageData(
              width: 88
              height: 88
              outputPixelDensities: [1, 2]
              formats: [AUTO, WEBP]
              placeholder: DOMINANT_COLOR
            )
          }
        }
      }
      cover {
        childImageSharp {
          gatsbyImageData(
            width: 960
            aspectRatio: 1.7778
            outputPixelDensities: [0.5, 1, 1.25]
            formats: [AUTO, WEBP]
            placeholder: DOMINANT_COLOR
          )
          og: gatsbyImageData(layout: FIXED, width: 1200, height: 630, formats: [JPG], placeholder: NONE)
        }
      }
    }
    previous: post(id: { eq: $previousId }) {
      slug
      title
    }
    next: post(id: { eq: $nextId }) {
      slug
      title
    }
    related: allPost(filter: { id: { in: $relatedIds } }, sort: [{ date: DESC }, { slug: ASC }]) {
      nodes {
        ...PostCard
      }
    }
  }
`;
