/** Texts several documents share (content/documents/common.json). */
import contentFile from "../../../content/documents/common.json";
import { documentTexts } from "./content";

const content = documentTexts(contentFile, "common");

/** The investor-relations section label of the header band. */
export const irSection = content.localized("investorRelations");
