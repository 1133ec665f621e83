import { formatDay, formatInstant } from "../dates";
import { isIsoDate } from "../fields";

describe("formatDay", () => {
  it("writes a day in each language's own way (the blog, documents on the site, a request's schedule)", () => {
    expect(formatDay("2025-03-14", "pt")).toBe("14 de março de 2025");
    expect(formatDay("2025-03-14", "en")).toBe("March 14, 2025");
    expect(formatDay("2025-03-14", "es")).toBe("14 de marzo de 2025");
  });

  // Here in this process's one time zone; src/__tests__/time-zones.test.ts runs it under several TZ.
  it("writes a date or a UTC midnight timestamp as that calendar day", () => {
    expect(formatDay("2024-01-01", "en")).toBe("January 1, 2024");
    expect(formatDay("2024-01-01T00:00:00.000Z", "pt")).toBe("1 de janeiro de 2024");
  });

  it("short: the customer area's order per language", () => {
    expect(formatDay("2026-05-10", "pt", "short")).toBe("10/05/2026");
    expect(formatDay("2026-05-10", "en", "short")).toBe("5/10/26");
    expect(formatDay("2026-05-10", "es", "short")).toBe("10/5/26");
    expect(formatDay("2026-01-01", "pt", "short")).toBe("01/01/2026");
  });

  it("medium: the operators' pages", () => {
    expect(formatDay("2026-03-04", "pt", "medium")).toBe("4 de mar. de 2026");
    expect(formatDay("2026-03-04", "en", "medium")).toBe("Mar 4, 2026");
    expect(formatDay("2026-03-04", "es", "medium")).toBe("4 mar 2026");
  });

  it("documents write English the British way: the e-mails' and certificates' numbers, the PDFs' long dates", () => {
    expect(
      ["pt", "en", "es"].map((language) => formatDay("2026-03-04", language as "pt", "numeric", "document")),
    ).toEqual(["04/03/2026", "04/03/2026", "04/03/2026"]);
    expect(formatDay("2025-06-15", "pt", "long", "document")).toBe("15 de junho de 2025");
    expect(formatDay("2025-06-15", "en", "long", "document")).toBe("15 June 2025");
    expect(formatDay("2025-06-15", "es", "long", "document")).toBe("15 de junio de 2025");
  });

  it("returns anything that is not YYYY-MM-DD unchanged", () => {
    expect(formatDay("amanhã", "pt", "short")).toBe("amanhã");
  });
});

describe("formatInstant", () => {
  it("shows São Paulo's clock", () => {
    expect(formatInstant("2026-03-10T02:30:00Z", "pt")).toBe("09/03/2026, 23:30");
  });
  it("returns an unreadable instant as it is", () => {
    expect(formatInstant("never", "en")).toBe("never");
  });
});

describe("isIsoDate (content dates)", () => {
  it("accepts real days written as YYYY-MM-DD", () => {
    expect(isIsoDate("2024-02-29")).toBe(true);
  });

  it("rejects impossible days and other forms", () => {
    expect(isIsoDate("2025-02-29")).toBe(false);
    expect(isIsoDate("2025-13-01")).toBe(false);
    expect(isIsoDate("14/03/2025")).toBe(false);
    expect(isIsoDate("2025-3-4")).toBe(false);
  });
});
