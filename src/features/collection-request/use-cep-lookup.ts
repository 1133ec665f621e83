import { useEffect, useRef, useState } from "react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { isValidCep, onlyDigits } from "../../domain/brazil";
import type { ColetaInput, ColetaRequest } from "../../domain/coleta";
import type { PostalAddress } from "./postal-lookup";

/** Where the CEP lookup stands, for the note under the address ("not found", "could not look it up"). */
export type CepLookupState = "idle" | "loading" | "found" | "not-found" | "failed";

const parts = ["street", "district", "city", "state"] as const satisfies readonly (keyof PostalAddress)[];

/**
 * Fills street, district, city and state from the CEP once it is valid, however it got there (typed, pasted,
 * autofilled, restored): the lookup (postal-lookup.ts, ViaCEP) is loaded only then, so the page carries none of
 * it. A field the visitor has written in is never overwritten; one this hook filled is replaced (or emptied) when
 * the CEP changes. A new CEP aborts the lookup of the previous one; a lookup that fails, times out or finds
 * nothing, or a browser offline, leaves the fields as they are, to be filled by hand.
 */
export function useCepLookup(form: UseFormReturn<ColetaInput, unknown, ColetaRequest>): CepLookupState {
  const cep = useWatch({ control: form.control, name: "address.cep" }) as unknown;
  const digits = typeof cep === "string" && isValidCep(cep) ? onlyDigits(cep) : null;
  const [state, setState] = useState<CepLookupState>("idle");
  /** What the last lookup wrote into each field: a field still holding it is ours to replace. */
  const filled = useRef<Partial<PostalAddress>>({});

  useEffect(() => {
    if (!digits) {
      setState("idle");
      return;
    }
    const controller = new AbortController();
    const set = (part: keyof PostalAddress, value: string) => {
      const path = `address.${part}` as const;
      const current = String(form.getValues(path) ?? "");
      if (current.trim() !== "" && current !== filled.current[part]) return; // the visitor's own text
      if (value === current) return;
      form.setValue(path, value, {
        shouldDirty: true,
        // Checked again only when the field already shows an error (or the form was sent), as typing would.
        shouldValidate: form.getFieldState(path).invalid || form.formState.isSubmitted,
      });
      if (value) filled.current[part] = value;
      else delete filled.current[part];
    };
    setState("loading");
    void import("./postal-lookup")
      .then(({ lookupCep }) => lookupCep(digits, { signal: controller.signal }))
      .catch(() => ({ kind: "failed" }) as const) // the chunk itself could not load (offline)
      .then((result) => {
        if (controller.signal.aborted || result.kind === "aborted") return;
        // Another CEP's address must not stay behind: what we filled before is emptied, the visitor's kept.
        for (const part of parts) set(part, result.kind === "found" ? result.address[part] : "");
        setState(result.kind === "found" ? "found" : result.kind === "not-found" ? "not-found" : "failed");
      });
    return () => controller.abort();
    // `form` is stable for the form's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [digits]);

  return state;
}
