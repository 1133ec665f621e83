import { formatPostDate, isCalendarDate } from "../post-date";

describe("formatPostDate", () => {
  it("writes the date in each language's own way", () => {
    expect(formatPostDate("2025-03-14", "pt")).toBe("14 de março de 2025");
    expect(formatPostDate("2025-03-14", "en")).toBe("March 14, 2025");
    expect(formatPostDate("2025-03-14", "es")).toBe("14 de marzo de 2025");
  });

  // Here in this process's one time zone; src/__tests__/time-zones.test.ts runs it under several TZ.
  it("writes a date or a UTC midnight timestamp as that calendar day", () => {
    expect(formatPostDate("2024-01-01", "en")).toBe("January 1, 2024");
    expect(formatPostDate("2024-01-01T00:00:00.000Z", "pt")).toBe("1 de janeiro de 2024");
  });
});

describe("isCalendarDate", () => {
  it("accepts real days written as YYYY-MM-DD", () => {
    expect(isCalendarDate("2024-02-29")).toBe(true);
  });

  it("rejects impossible days and other forms", () => {
    expect(isCalendarDate("2025-02-29")).toBe(false);
    expect(isCalendarDate("2025-13-01")).toBe(false);
    expect(isCalendarDate("14/03/2025")).toBe(false);
    expect(isCalendarDate("2025-3-4")).toBe(false);
  });
});
