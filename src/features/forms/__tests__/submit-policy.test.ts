import { honeypotField } from "../../../../amplify/functions/shared/respond";
import { parseRetryAfter } from "../../backend/api-client";
import { honeypotName } from "../honeypot";
import { automaticResends, decide, resendDelayMs } from "../submit-policy";

const refused = (status: number, code?: string) => ({
  kind: "rejected" as const,
  status,
  body: code ? { errors: [{ field: "x", code, message: "m" }] } : null,
});

describe("what a form does after an attempt", () => {
  it("resends with the same key when the server took no decision", () => {
    expect(decide({ kind: "unavailable" })).toBe("resend");
    expect(decide(refused(429))).toBe("resend");
    expect(decide(refused(409, "in_progress"))).toBe("resend");
  });
  it("asks for a fix (and a new key) only when the content was refused", () => {
    for (const status of [400, 413, 422]) expect(decide(refused(status, "invalid_value"))).toBe("fix");
  });
  it("shows other refusals as they are and keeps the key", () => {
    expect(decide(refused(409, "already_answered"))).toBe("refused");
    for (const status of [401, 403, 404, 405, 415]) expect(decide(refused(status))).toBe("refused");
    expect(decide({ kind: "ok", status: 201, body: {} })).toBe("done");
    expect(decide({ kind: "ok", status: 200, body: {} })).toBe("done");
  });
});

describe("pauses between resends", () => {
  it("double from about a second, with jitter, capped at 30 s", () => {
    expect(resendDelayMs(1, undefined, () => 0)).toBe(750);
    expect(resendDelayMs(1, undefined, () => 1)).toBe(1250);
    expect(resendDelayMs(3, undefined, () => 0.5)).toBe(4000);
    expect(resendDelayMs(12, undefined, () => 0.5)).toBe(30_000);
    expect(automaticResends).toBeGreaterThanOrEqual(3);
  });
  it("follow the server's Retry-After (seconds or a date), also capped", () => {
    expect(resendDelayMs(1, 0)).toBe(0);
    expect(resendDelayMs(1, 5000)).toBe(5000);
    expect(resendDelayMs(1, 3_600_000)).toBe(30_000);
    expect(parseRetryAfter("7")).toBe(7000);
    expect(parseRetryAfter(new Date(Date.UTC(2026, 0, 1, 0, 0, 10)).toUTCString(), Date.UTC(2026, 0, 1))).toBe(10_000);
    expect(parseRetryAfter("soon")).toBeUndefined();
    expect(parseRetryAfter(null)).toBeUndefined();
  });
});

it("the form's hidden field is the one the API treats as a honeypot", () => {
  expect(honeypotName).toBe(honeypotField);
});
