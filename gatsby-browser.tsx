import type { GatsbyBrowser } from "gatsby";
import { wrapPageElement as wrap } from "./src/components/layout/wrap-page-element";

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = wrap;
