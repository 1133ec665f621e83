// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import config from "../../../config/third-party.json";
import { consentRetentionDays, consentStorageKey, readConsent, saveConsent } from "../store";

const day = 86_400_000;

describe("the stored consent", () => {
  afterEach(() => window.localStorage.clear());

  it("is kept as long as the privacy policy's table says", () => {
    const cookie = config.site.party.cookies.find((entry) => entry.name === consentStorageKey);
    expect(cookie?.retentionDays).toBe(consentRetentionDays);
  });

  it("applies until it is a year old, then is forgotten so the banner asks again", () => {
    saveConsent({ functional: false, analytics: true });
    const saved = Date.parse(JSON.parse(window.localStorage.getItem(consentStorageKey)!).at as string);
    expect(readConsent(new Date(saved + (consentRetentionDays - 1) * day))).toMatchObject({
      functional: false,
      analytics: true,
    });
    expect(readConsent(new Date(saved + (consentRetentionDays + 1) * day))).toBeNull();
    expect(window.localStorage.getItem(consentStorageKey)).toBeNull();
  });

  it("ignores a choice without a date", () => {
    window.localStorage.setItem(consentStorageKey, JSON.stringify({ version: 1, functional: true, analytics: true }));
    expect(readConsent()).toBeNull();
  });
});
