/**
 * The small layout engine behind scripts/make-documents.mts: turns a document (cover + a flow of blocks) into an
 * A4 PDF with pdf-lib's standard Helvetica fonts (WinAnsi, so accents and ñ work; a character outside WinAnsi
 * makes pdf-lib throw instead of printing garbage). Every page has the orange brand band, the document title
 * and "n / N" in the footer; tables are ruled; bar and line charts are drawn with vector shapes. Output is
 * deterministic (fixed dates, no random ids), so regenerating gives the same bytes.
 */
import { PDFDocument, StandardFonts } from "@cantoo/pdf-lib";
import { Layout } from "./layout";
import type { DocumentSpec, RenderOptions } from "./spec";
import { FIXED_DATE, languageTag } from "./theme";

export async function renderPdf(spec: DocumentSpec, options: RenderOptions): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  doc.setTitle(spec.title, { showInWindowTitleBar: true });
  doc.setAuthor("Circulare");
  doc.setSubject(spec.subject);
  doc.setKeywords(spec.keywords);
  doc.setLanguage(languageTag[spec.lang]);
  doc.setCreator("Circulare (scripts/make-documents.mts)");
  doc.setProducer("@cantoo/pdf-lib 2.11.1");
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);

  const layout = new Layout(doc, regular, bold, spec, options);
  if (spec.cover === false) {
    layout.newPage();
    layout.titleBlock();
  } else {
    layout.cover();
    layout.newPage();
  }
  spec.blocks.forEach((block, i) => {
    // A page break right after the cover would leave an empty page.
    if (block.kind === "pageBreak" && i === 0) return;
    layout.block(block);
  });
  layout.finish();
  return doc.save({ useObjectStreams: true });
}
