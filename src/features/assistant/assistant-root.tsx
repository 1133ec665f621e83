import React, { useEffect, useRef, useState } from "react";
import type { Language } from "../../config/languages";
import type { AssistantPanel as Panel } from "./assistant-panel";
import { onAssistantOpenRequest } from "./open-request";
import type { AssistantStrings } from "./strings";
import * as styles from "./launcher.module.css";

type AssistantRootProps = { language: Language; strings: AssistantStrings };

/**
 * What the chatbot loader mounts: only the floating button. The dialog (matcher, search, hand-offs) is its
 * own chunk, fetched on the first click; once loaded it stays mounted and is shown or hidden.
 */
export function AssistantRoot({ language, strings }: AssistantRootProps) {
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [AssistantPanel, setPanel] = useState<typeof Panel>();
  const launcher = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open) wasOpen.current = true;
    else if (wasOpen.current) launcher.current?.focus(); // the dialog closed: focus goes back to its button
  }, [open]);

  const openPanel = () => {
    if (AssistantPanel) return setOpen(true);
    if (loading) return;
    setLoading(true);
    import(/* webpackChunkName: "assistant-panel" */ "./assistant-panel").then(
      (module) => {
        setPanel(() => module.AssistantPanel);
        setLoading(false);
        setOpen(true);
      },
      (error: unknown) => {
        console.warn("The assistant could not be loaded; a click tries again.", error);
        setLoading(false);
      },
    );
  };

  // The FAQ block's "ask the assistant" (through the chatbot loader): opens the dialog, also in a language
  // whose floating button is hidden.
  const openPanelRef = useRef(openPanel);
  openPanelRef.current = openPanel;
  useEffect(() => onAssistantOpenRequest(() => openPanelRef.current()), []);

  return (
    <>
      <button
        ref={launcher}
        type="button"
        className={styles.launcher}
        title={strings.launcher}
        aria-haspopup="dialog"
        aria-busy={loading}
        hidden={open}
        onClick={openPanel}
      >
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 5h16v11H9l-5 4z" />
        </svg>
        <span className={styles.text}>{strings.launcher}</span>
      </button>
      {AssistantPanel && (
        <AssistantPanel language={language} strings={strings} open={open} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
