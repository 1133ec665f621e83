import { StandardPage } from "../components/sections/standard-page";
import { PageHead } from "../components/seo/page-head";

export default StandardPage;
export const Head = PageHead;
