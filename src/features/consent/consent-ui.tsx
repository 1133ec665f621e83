import React, { useEffect, useRef, useState } from "react";
import { createRoot, type Root } from "react-dom/client";
import type { Language } from "../../config/languages";
import { splitLanguage } from "../../i18n/paths";
import { translate, type Strings } from "../../i18n/translate";
import { currentConsent, readConsent, saveConsent, type Consent } from "./store";
import * as styles from "./consent.module.css";

/**
 * What the consent banner's buttons do, and the preferences dialog: a lazy chunk, loaded after the page is
 * idle on a first visit (src/features/third-party/runtime.ts), on the first press of a banner button
 * (loader.ts) or when the footer's "Cookie preferences" is pressed. The dialog's strings
 * (locales/<lang>/consentimento.json) come with it, one small chunk per language. The banner itself is
 * server-rendered markup (banner-markup.tsx).
 *
 * Keyboard: the banner is a labelled region fixed at the bottom (an overlay: nothing moves). When this chunk
 * arrives and nothing else has focus, the banner takes focus, so Tab goes through its link and buttons. Esc
 * does not dismiss it: closing without a choice would be neither a yes nor a no, so the banner stays until one
 * of its three buttons is used. The preferences are a modal <dialog> (focus kept inside by the browser); Esc
 * there closes the dialog without changing anything and focus returns to what opened it (the banner, while no
 * choice exists).
 */
type Mode = { view: "preferences"; opener: HTMLElement | null } | { view: "none" };

const loaders: Record<Language, () => Promise<{ default: Strings }>> = {
  pt: () => import(/* webpackChunkName: "consent-pt" */ "../../../locales/pt/consentimento.json"),
  en: () => import(/* webpackChunkName: "consent-en" */ "../../../locales/en/consentimento.json"),
  es: () => import(/* webpackChunkName: "consent-es" */ "../../../locales/es/consentimento.json"),
};

let root: Root | null = null;
let setModeFromOutside: ((mode: Mode) => void) | null = null;
let startMode: Mode = { view: "none" };

function ConsentUi({ language, strings }: { language: Language; strings: Strings }) {
  const [mode, setMode] = useState<Mode>(startMode);
  setModeFromOutside = setMode;
  const t = (key: string) => translate({ consentimento: strings }, language, "consentimento", key);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [draft, setDraft] = useState<Consent>(currentConsent);

  useEffect(() => {
    if (mode.view === "preferences") {
      setDraft(currentConsent());
      if (!dialogRef.current?.open) dialogRef.current?.showModal();
    }
  }, [mode]);

  const choose = (consent: Consent) => {
    decide(consent);
    const opener = mode.view === "preferences" ? mode.opener : null;
    dialogRef.current?.close();
    setMode({ view: "none" });
    opener?.focus({ preventScroll: true });
  };
  const closePreferences = () => {
    const opener = mode.view === "preferences" ? mode.opener : null;
    setMode({ view: "none" });
    opener?.focus({ preventScroll: true });
  };

  const categories = ["necessary", "functional", "analytics"] as const;
  return (
    <>
      {mode.view === "preferences" && (
        <dialog
          ref={dialogRef}
          className={styles.dialog}
          aria-labelledby="consent-preferences-title"
          data-consent-preferences=""
          onCancel={(event) => {
            event.preventDefault();
            dialogRef.current?.close();
            closePreferences();
          }}
        >
          <form
            method="dialog"
            onSubmit={(event) => {
              event.preventDefault();
              choose(draft);
            }}
          >
            <h2 id="consent-preferences-title" className={styles.title}>
              {t("preferences.title")}
            </h2>
            <p className={styles.text}>{t("preferences.intro")}</p>
            <fieldset className={styles.categories}>
              <legend className="visually-hidden">{t("preferences.title")}</legend>
              {categories.map((category) => (
                <label key={category} className={styles.category}>
                  <input
                    type="checkbox"
                    name={category}
                    checked={category === "necessary" ? true : draft[category]}
                    disabled={category === "necessary"}
                    onChange={(event) => {
                      if (category !== "necessary") setDraft({ ...draft, [category]: event.currentTarget.checked });
                    }}
                  />
                  <span>
                    <strong>{t(`categories.${category}.name`)}</strong>
                    {category === "necessary" && <> ({t("preferences.always")})</>}
                    <span className={styles.categoryText}>{t(`categories.${category}.text`)}</span>
                  </span>
                </label>
              ))}
            </fieldset>
            <div className={styles.actions}>
              <button
                type="button"
                className={styles.secondary}
                onClick={() => choose({ functional: false, analytics: false })}
              >
                {t("preferences.rejectAll")}
              </button>
              <button
                type="button"
                className={styles.secondary}
                onClick={() => choose({ functional: true, analytics: true })}
              >
                {t("preferences.acceptAll")}
              </button>
              <button type="submit" className={styles.primary}>
                {t("preferences.save")}
              </button>
            </div>
            <button
              type="button"
              className={styles.close}
              onClick={() => {
                dialogRef.current?.close();
                closePreferences();
              }}
            >
              {t("preferences.close")}
            </button>
          </form>
        </dialog>
      )}
    </>
  );
}

/** Stores the choice and hides the banner (the attribute the <head> script sets for a stored choice). */
function decide(consent: Consent): void {
  saveConsent(consent);
  document.documentElement.setAttribute("data-consent-stored", "");
}

async function render(mode: Mode): Promise<void> {
  if (root && setModeFromOutside) {
    setModeFromOutside(mode);
    return;
  }
  startMode = mode;
  const language = splitLanguage(window.location.pathname).language;
  const strings = (await loaders[language]()).default;
  if (root) {
    setModeFromOutside?.(mode);
    return;
  }
  const container = document.createElement("div");
  container.id = "consent-root";
  document.body.append(container);
  root = createRoot(container);
  root.render(<ConsentUi language={language} strings={strings} />);
}

const bannerElement = () => document.querySelector<HTMLElement>("[data-consent-banner]");

/** The banner is up (no choice yet): it takes focus if nothing else has it. */
export function focusBanner(): void {
  const banner = bannerElement();
  if (readConsent() || !banner) return;
  if (document.activeElement === document.body || !document.activeElement) banner.focus({ preventScroll: true });
}

/** A banner button: reject or accept everything, or choose in the dialog. */
export function act(action: string): void {
  if (action === "reject") decide({ functional: false, analytics: false });
  else if (action === "accept") decide({ functional: true, analytics: true });
  else if (action === "choose") void render({ view: "preferences", opener: bannerElement() });
}

/** The preferences dialog (the footer's link); focus returns to `opener` when it closes. */
export function showPreferences(opener: HTMLElement | null): Promise<void> {
  return render({ view: "preferences", opener });
}
