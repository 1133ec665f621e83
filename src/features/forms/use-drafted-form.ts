import { useEffect, useState } from "react";
import type { FieldPath, FieldValues, PathValue, UseFormReturn } from "react-hook-form";
import { loadDraft, newIdempotencyKey, saveDraft } from "./draft";
import type { SubmitState } from "./use-resilient-submit";
import { readTypedFields } from "./typed-before-hydration";

/**
 * Ties a react-hook-form form to its localStorage draft: the draft's values come back on load (merged over
 * `empty`, so fields added since still exist), and every change is saved under the draft's idempotency key.
 * Text typed before hydration (read in the first render, see typed-before-hydration.ts) is put back over
 * the draft, as it is newer, and saved.
 */
export function useDraftedForm<V extends FieldValues>(
  form: UseFormReturn<V, unknown, unknown>,
  draftKey: string,
  empty: () => V,
  onRestore?: (draft: { pending: boolean }) => void,
  /** False for a form that starts empty on every visit (its draft still carries the key until the server answers). */
  enabled = true,
): void {
  const { reset, watch, setValue, getValues } = form;
  const [typedEarly] = useState(readTypedFields);
  useEffect(() => {
    if (!enabled) return;
    const draft = loadDraft<V>(draftKey);
    if (draft) {
      reset({ ...empty(), ...draft.values, ...pinned(empty()) });
      onRestore?.(draft);
    }
    const save = (values: V) => {
      const current = loadDraft<V>(draftKey);
      saveDraft(draftKey, {
        values,
        idempotencyKey: current?.idempotencyKey ?? newIdempotencyKey(),
        pending: current?.pending ?? false,
      });
    };
    const subscription = watch((values) => save(values as V));
    if (typedEarly.size > 0) {
      // react-hook-form may already hold the typed text (then setValue changes nothing and tells no one).
      for (const [name, value] of typedEarly) {
        setValue(name as FieldPath<V>, value as PathValue<V, FieldPath<V>>, { shouldDirty: true });
      }
      save(getValues());
      typedEarly.clear();
    }
    return () => subscription.unsubscribe();
    // `empty` and `onRestore` are read once per draft key: the form restores on load, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draftKey, enabled, reset, watch, setValue, getValues]);
}

/** Values a draft never overrides: the page's language and the form's topic. */
function pinned<V extends FieldValues>(values: V): Partial<V> {
  const kept: Record<string, unknown> = {};
  for (const key of ["language", "topic"]) if (key in values) kept[key] = values[key];
  return kept as Partial<V>;
}

/** The API's field errors (400) land on the fields they name, in the visitor's language. */
export function useServerErrors<V extends FieldValues, R>(
  form: UseFormReturn<V, unknown, unknown>,
  state: SubmitState<R>,
): void {
  const { setError } = form;
  useEffect(() => {
    if (state.status !== "rejected") return;
    for (const error of state.errors) {
      if (error.field) setError(error.field as FieldPath<V>, { type: error.code, message: error.message });
    }
  }, [state, setError]);
}
