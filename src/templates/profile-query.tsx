import { graphql } from "gatsby";
import { ProfilePage, ProfilePageHead } from "../components/profile/profile-page";

export default ProfilePage;
export const Head = ProfilePageHead;

export const query = graphql`
  query Profile($language: String!, $authorSlug: String!) {
    author(language: { eq: $language }, slug: { eq: $authorSlug }) {
      slug
      name
      role
      bio
      links {
        label
        url
      }
      portrait {
        childImageSharp {
          gatsbyImageData(
            width: 160
            height: 160
            outputPixelDensities: [1, 2]
            formats: [AUTO, WEBP]
            placeholder: DOMINANT_COLOR
          )
        }
      }
    }
    allPost(
      filter: { language: { eq: $language }, authorSlug: { eq: $authorSlug } }
      sort: [{ date: DESC }, { slug: ASC }]
    ) {
      nodes {
        ...PostCard
      }
    }
  }
`;
