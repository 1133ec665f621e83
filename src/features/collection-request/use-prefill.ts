import { useCallback, useEffect, useState } from "react";
import type { FieldPath, UseFormReturn } from "react-hook-form";
import type { ColetaInput, ColetaRecord, ColetaRequest } from "../../domain/coleta";
import { formatCep, formatCnpj, formatPhone } from "../../domain/brazil";
import { callApi } from "../backend/api-client";
import { loadOutputs } from "../backend/outputs";
import { currentIdToken, sessionForSubmit, type SubmitSession } from "../backend/session-token";

/**
 * A signed-in customer (a valid ID token in this browser; Amplify itself is not loaded here) finds the contact
 * filled from the account, the company from their profile (else from their latest request, like the address). Only
 * empty fields are filled.
 */
export function usePrefill(form: UseFormReturn<ColetaInput, unknown, ColetaRequest>) {
  const [used, setUsed] = useState(false);

  useEffect(() => {
    let active = true;
    void (async () => {
      const outputs = await loadOutputs().catch(() => null);
      const session = outputs ? currentIdToken(outputs) : null;
      if (!session || !active) return;
      const fill = (path: FieldPath<ColetaInput>, value: string | undefined) => {
        if (value && !form.getValues(path)) {
          form.setValue(path, value as never);
          setUsed(true);
        }
      };
      fill("contact.name", session.claims.name);
      fill("contact.email", session.claims.email);
      fill("contact.phone", session.claims.phone ? formatPhone(session.claims.phone.replace(/^\+55/, "")) : undefined);
      // The company of the profile comes first; the latest request fills what the profile does not have.
      fill("company.name", session.claims.company);
      fill("company.cnpj", session.claims.cnpj ? formatCnpj(session.claims.cnpj) : undefined);
      const latest = await callApi<{ items: ColetaRecord[] }>("ColetaAPI", "/coleta", { token: session.token });
      if (!active || latest.kind !== "ok") return;
      const last = latest.body.items[0];
      if (!last) return;
      fill("company.name", last.company.name);
      fill("company.cnpj", formatCnpj(last.company.cnpj));
      fill("address.cep", formatCep(last.address.cep));
      fill("address.street", last.address.street);
      fill("address.number", last.address.number);
      fill("address.district", last.address.district);
      fill("address.city", last.address.city);
      fill("address.state", last.address.state);
    })();
    return () => {
      active = false;
    };
  }, [form]);

  /** Whose request it is at the moment of sending: the token is renewed then if it has expired since. */
  const session = useCallback(async (): Promise<SubmitSession> => sessionForSubmit(await loadOutputs()), []);
  return { used, session };
}
