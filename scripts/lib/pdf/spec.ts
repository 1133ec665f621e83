/** What a PDF is made of (a cover and a flow of blocks), as the documents' code writes it for the kit to draw. */
import type { Lang, Localized } from "./figures";

export type Align = "left" | "right" | "center";

export type Block =
  | { kind: "h1"; text: string }
  | { kind: "h2"; text: string }
  | { kind: "p"; text: string }
  | { kind: "bullets"; items: string[] }
  | { kind: "note"; text: string }
  | { kind: "kpis"; items: { value: string; label: string }[] }
  | {
      kind: "table";
      columns: string[];
      rows: string[][];
      /** Relative widths, one per column (default: first column twice as wide). */
      widths?: number[];
      /** Default: first column left, the others right. */
      align?: Align[];
      /** Rows (by index) printed in bold with a rule above: totals and subtotals. */
      strong?: number[];
    }
  | {
      kind: "bar" | "line";
      title: string;
      unit: string;
      categories: string[];
      series: Series[];
      decimals?: number;
      height?: number;
    }
  | { kind: "pageBreak" };

export interface Series {
  name: string;
  values: number[];
}

export interface DocumentSpec {
  lang: Lang;
  /** Title in the metadata, on the cover and in every page's footer. */
  title: string;
  subtitle: string;
  /** Small label in the header band (e.g. "Relações com Investidores"). */
  section: string;
  /** Printed date on the cover (already formatted). */
  dateLabel: string;
  subject: string;
  keywords: string[];
  landscape?: boolean;
  /** false: no cover page; the first page opens with a compact title block (the two-page data sheets). */
  cover?: boolean;
  blocks: Block[];
}

/** How a document is drawn beyond its content: `demonstration` (the site settings' `demonstrationData`) watermarks every page. */
export interface RenderOptions {
  demonstration: boolean;
}

export interface InvestorDocument {
  slug: string;
  category: "financeiras" | "bonds";
  /** Publication date, YYYY-MM-DD. */
  date: string;
  minPages: number;
  title: Localized;
  summary: Localized;
  build(lang: Lang): DocumentSpec;
}
