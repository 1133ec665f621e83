/**
 * A form's draft in localStorage: the values typed so far, the idempotency key of this submission, and whether
 * it was sent without a confirmed answer ("pending"). Only a confirmation from the server removes it.
 */
export type Draft<V> = { values: V; idempotencyKey: string; pending: boolean; savedAt: string };

function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null; // storage disabled: the form still works, without a draft
  }
}

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

export function loadDraft<V>(key: string): Draft<V> | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as Draft<V>;
    return draft && typeof draft.idempotencyKey === "string" && draft.values ? draft : null;
  } catch {
    return null;
  }
}

export function saveDraft<V>(key: string, draft: Omit<Draft<V>, "savedAt">): void {
  try {
    storage()?.setItem(key, JSON.stringify({ ...draft, savedAt: new Date().toISOString() }));
  } catch {
    // Quota exceeded or storage disabled: nothing more to do.
  }
}

export function clearDraft(key: string): void {
  storage()?.removeItem(key);
}
