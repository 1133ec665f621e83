export { StandardPage as default } from "../components/sections/standard-page";
export { PageHead as Head } from "../components/seo/page-head";
