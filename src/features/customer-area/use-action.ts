import { useCallback, useRef, useState } from "react";
import { useTranslation } from "../../i18n/i18n-context";
import { authErrorKey, type AuthContext } from "./auth/auth-errors";

/**
 * Runs one async action at a time: `busy` while it runs, `error` (translated) when it fails. A second call
 * while one runs is ignored, so a double click sends one request.
 */
export function useAction(context: AuthContext = "other") {
  const { t } = useTranslation("conta");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);

  const run = useCallback(
    async <T>(action: () => Promise<T>): Promise<T | undefined> => {
      if (running.current) return undefined;
      running.current = true;
      setBusy(true);
      setError(null);
      try {
        return await action();
      } catch (caught) {
        setError(t(`errors.${authErrorKey(caught, context)}`));
        return undefined;
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [t, context],
  );

  return { busy, error, setError, run };
}
