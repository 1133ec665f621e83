import { useCallback, useEffect, useState } from "react";
import { todayInSaoPaulo } from "../../domain/coleta";

/**
 * Today's date in São Paulo ("YYYY-MM-DD"), whatever the browser's time zone: the first day a collection
 * can be asked for, as the API counts it. Undefined in the static HTML (built on another day) until the
 * page runs; read again when the visitor comes back to the tab or calls `refresh` (a page left open past
 * midnight).
 */
export function useSaoPauloToday(): { today: string | undefined; refresh: () => void } {
  const [today, setToday] = useState<string>();
  const refresh = useCallback(() => setToday(todayInSaoPaulo()), []);
  useEffect(() => {
    refresh();
    const onVisible = () => {
      if (document.visibilityState === "visible") refresh();
    };
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("focus", refresh);
    return () => {
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("focus", refresh);
    };
  }, [refresh]);
  return { today, refresh };
}
