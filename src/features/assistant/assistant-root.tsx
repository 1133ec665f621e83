import React, { useEffect, useRef, useState } from "react";
import type { Language } from "../../config/languages";
import en from "../../../locales/en/assistente.json";
import es from "../../../locales/es/assistente.json";
import pt from "../../../locales/pt/assistente.json";
import type { AssistantPanel as Panel } from "./assistant-panel";
import { loadStrings, type AssistantStrings } from "./strings";
import * as styles from "./launcher.module.css";

/** The button's label; webpack keeps only this key of each file here (the rest comes with the dialog). */
const launcherLabel: Record<Language, string> = { pt: pt.launcher, en: en.launcher, es: es.launcher };

type AssistantRootProps = { language: Language };
type Loaded = { AssistantPanel: typeof Panel; strings: AssistantStrings };

/**
 * What the chatbot loader mounts: only the floating button. The dialog (matcher, search, hand-offs) is its
 * own chunk, fetched on the first click; once loaded it stays mounted and is shown or hidden.
 */
export function AssistantRoot({ language }: AssistantRootProps) {
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [loaded, setLoaded] = useState<Loaded>();
  const launcher = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open) wasOpen.current = true;
    else if (wasOpen.current) launcher.current?.focus(); // the dialog closed: focus goes back to its button
  }, [open]);

  const openPanel = () => {
    if (loaded) return setOpen(true);
    if (loading) return;
    setLoading(true);
    Promise.all([import(/* webpackChunkName: "assistant-panel" */ "./assistant-panel"), loadStrings(language)]).then(
      ([module, strings]) => {
        setLoaded({ AssistantPanel: module.AssistantPanel, strings });
        setLoading(false);
        setOpen(true);
      },
      (error: unknown) => {
        console.warn("The assistant could not be loaded; a click tries again.", error);
        setLoading(false);
      },
    );
  };

  return (
    <>
      <button
        ref={launcher}
        type="button"
        className={styles.launcher}
        aria-haspopup="dialog"
        aria-busy={loading}
        hidden={open}
        onClick={openPanel}
      >
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 5h16v11H9l-5 4z" />
        </svg>
        <span className={styles.text}>{launcherLabel[language]}</span>
      </button>
      {loaded && <loaded.AssistantPanel language={language} strings={loaded.strings} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
