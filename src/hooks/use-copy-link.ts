import { useCallback, useState } from "react";

export type CopyState = "idle" | "copied" | "failed";

/**
 * Copies a text (a page's address) to the clipboard, and says how it went for a live status: "failed" where the
 * Clipboard API is missing or refused (an insecure page, a denied permission), so the page can say so.
 */
export function useCopyLink(): { state: CopyState; copy: (text: string) => Promise<void> } {
  const [state, setState] = useState<CopyState>("idle");
  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setState("copied");
    } catch {
      setState("failed");
    }
  }, []);
  return { state, copy };
}
