import { graphql } from "gatsby";
import { ProfileListHead, ProfileListPage } from "../components/profile/profile-list-page";

export default ProfileListPage;
export const Head = ProfileListHead;

export const query = graphql`
  query ProfileList($language: String!) {
    allAuthor(filter: { language: { eq: $language } }, sort: { name: ASC }) {
      nodes {
        slug
        name
        role
        bio
        portrait {
          childImageSharp {
            gatsbyImageData(
              width: 112
              height: 112
              outputPixelDensities: [1, 2]
              formats: [AUTO, WEBP]
              placeholder: DOMINANT_COLOR
            )
          }
        }
      }
    }
    allPost(filter: { language: { eq: $language } }) {
      group(field: { authorSlug: SELECT }) {
        fieldValue
        totalCount
      }
    }
  }
`;
