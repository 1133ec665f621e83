import fs from "node:fs";
import path from "node:path";
import { cvFileProblem, cvFormatOfBytes, cvUploadSchema, MAX_CV_BYTES } from "../candidatura";
import { contatoSchema } from "../contato";
import { validate } from "../validate";
import { positionsFileSchema } from "../../content/positions";
import { applicationRequest, cvPdfBytes } from "./fixtures";

const cvKey = "candidaturas/0b0f4a1e-2c3d-4e5f-8a9b-0c1d2e3f4a5b.pdf";

describe("the CV's checks", () => {
  it("accepts a PDF or DOCX up to 5 MB by name and type, and refuses others, empty and larger files", () => {
    expect(cvFileProblem({ name: "cv.pdf", type: "application/pdf", size: MAX_CV_BYTES })).toBeNull();
    expect(cvFileProblem({ name: "CV.DOCX", type: "", size: 10 })).toBeNull();
    expect(cvFileProblem({ name: "cv.pdf", type: "image/png", size: 10 })).toBe("file_type");
    expect(cvFileProblem({ name: "cv.doc", type: "application/msword", size: 10 })).toBe("file_type");
    expect(cvFileProblem({ name: "cv.pdf", type: "application/pdf", size: 0 })).toBe("file_empty");
    expect(cvFileProblem({ name: "cv.pdf", type: "application/pdf", size: MAX_CV_BYTES + 1 })).toBe("file_too_large");
  });

  it("reads the format from the first bytes: %PDF- or a ZIP header, nothing else", () => {
    expect(cvFormatOfBytes(cvPdfBytes)).toBe("pdf");
    expect(cvFormatOfBytes(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14]))).toBe("docx");
    expect(cvFormatOfBytes(new TextEncoder().encode("<html>%PDF-"))).toBeNull();
    expect(cvFormatOfBytes(new Uint8Array())).toBeNull();
  });

  it("POST /contato/cv's payload names the wrong field with a translated message", () => {
    const base = { idempotencyKey: crypto.randomUUID(), fileName: "cv.pdf", contentType: "application/pdf", size: 10 };
    expect(validate(cvUploadSchema, base).ok).toBe(true);
    const wrong = validate(cvUploadSchema, { ...base, fileName: "cv.exe" }, "en");
    expect(wrong.ok ? [] : wrong.errors).toEqual([
      { field: "fileName", code: "file_type", message: "Send your résumé as a PDF or DOCX file." },
    ]);
    const big = validate(cvUploadSchema, { ...base, size: MAX_CV_BYTES + 1 }, "pt");
    expect(big.ok ? [] : big.errors.map((error) => [error.field, error.code, error.message])).toEqual([
      ["size", "file_too_large", "O currículo pode ter no máximo 5 MB. Reduza o arquivo e tente de novo."],
    ]);
  });
});

describe("an application (contact topic candidatura)", () => {
  it("is valid with a position, a CV and an optional LinkedIn profile", () => {
    expect(validate(contatoSchema, applicationRequest(cvKey)).ok).toBe(true);
  });

  it("requires the position and the CV, and refuses a LinkedIn address elsewhere or a foreign CV key", () => {
    const { position: _position, cvKey: _key, cvName: _name, ...bare } = applicationRequest(cvKey);
    const missing = validate(contatoSchema, bare);
    expect(missing.ok ? [] : missing.errors.map((error) => `${error.field}:${error.code}`).sort()).toEqual([
      "cvKey:required",
      "cvName:required",
      "position:required",
    ]);
    const wrong = validate(
      contatoSchema,
      applicationRequest("private/someone/file.pdf", { linkedin: "http://example.com/in/x" }),
    );
    expect(wrong.ok ? [] : wrong.errors.map((error) => `${error.field}:${error.code}`).sort()).toEqual([
      "cvKey:invalid_format",
      "linkedin:invalid_url",
    ]);
  });
});

describe("content/vagas/vagas.json", () => {
  const file = JSON.parse(fs.readFileSync(path.join(process.cwd(), "content/vagas/vagas.json"), "utf8")) as {
    positions: Record<string, unknown>[];
  };

  it("is valid, with at least two open positions", () => {
    const parsed = positionsFileSchema.parse(file);
    expect(parsed.positions.filter((position) => position.open).length).toBeGreaterThanOrEqual(2);
  });

  it("a broken entry names its field", () => {
    const broken = structuredClone(file);
    broken.positions[1] = { ...broken.positions[1], kind: "freelance", closingDate: "31/12/2026" };
    (broken.positions[0].title as Record<string, string>).en = "";
    const parsed = positionsFileSchema.safeParse(broken);
    expect(parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join(".")).sort()).toEqual([
      "positions.0.title.en",
      "positions.1.closingDate",
      "positions.1.kind",
    ]);
  });
});
