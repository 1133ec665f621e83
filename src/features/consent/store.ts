/**
 * The visitor's consent (LGPD), kept in localStorage["circulare:consent"]: functional (chatbot, accessibility
 * plugin) and analytics (tag manager). Necessary storage needs no consent and is not a choice. Before any choice,
 * functional parties load (as the spec has them) and analytics stays off.
 */
export type Consent = { functional: boolean; analytics: boolean };
export type StoredConsent = Consent & { version: 1; at: string };

export const consentStorageKey = "circulare:consent";
export const consentEvent = "circulare:consent";
export const defaultConsent: Consent = { functional: true, analytics: false };
/** A choice is kept this long, then asked again (src/config/third-party.json says the same; a test checks). */
export const consentRetentionDays = 365;

export function readConsent(now: Date = new Date()): StoredConsent | null {
  try {
    const raw = window.localStorage.getItem(consentStorageKey);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<StoredConsent>;
    if (value.version !== 1 || typeof value.functional !== "boolean" || typeof value.analytics !== "boolean")
      return null;
    const age = now.getTime() - Date.parse(value.at ?? "");
    if (!(age <= consentRetentionDays * 86_400_000)) {
      // Expired (or undated): forgotten, so the banner asks again.
      window.localStorage.removeItem(consentStorageKey);
      return null;
    }
    return value as StoredConsent;
  } catch {
    return null;
  }
}

/** What applies now: the stored choice, else the defaults. */
export function currentConsent(): Consent {
  const stored = readConsent();
  return stored ? { functional: stored.functional, analytics: stored.analytics } : defaultConsent;
}

/** Stores a choice and tells the loader at once (same tab: an event; other tabs: the storage event). */
export function saveConsent(consent: Consent): void {
  const stored: StoredConsent = { version: 1, at: new Date().toISOString(), ...consent };
  try {
    window.localStorage.setItem(consentStorageKey, JSON.stringify(stored));
  } catch {
    // Storage refused (private mode): the choice still applies to this page.
  }
  window.dispatchEvent(new CustomEvent<Consent>(consentEvent, { detail: consent }));
}

export function onConsentChange(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === consentStorageKey) listener();
  };
  window.addEventListener(consentEvent, listener);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(consentEvent, listener);
    window.removeEventListener("storage", onStorage);
  };
}
