import { fileName, formatBytes, formatDate } from "../area/documents-format";

describe("documents list formatting", () => {
  it("shows sizes in the visitor's language", () => {
    expect(formatBytes(1024, "pt")).toBe("1 KB");
    expect(formatBytes(12 * 1024 * 1024, "en")).toBe("12 MB");
    expect(formatBytes(1536, "pt")).toBe("1,5 KB");
    expect(formatBytes(1536, "en")).toBe("1.5 KB");
    expect(formatBytes(512, "es")).toBe("512 B");
  });

  it("shows dates in the visitor's language", () => {
    const date = new Date(2026, 10, 22, 14, 5);
    expect(formatDate(date, "pt")).toContain("22/11/2026");
    expect(formatDate(date, "en")).toContain("11/22/26");
    expect(formatDate(undefined, "pt")).toBe("");
  });

  it("takes the name from the S3 path", () => {
    expect(fileName("private/us-east-1:abc/relatório final.pdf")).toBe("relatório final.pdf");
  });
});
