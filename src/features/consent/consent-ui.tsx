import React, { useEffect, useRef, useState } from "react";
import { createRoot, type Root } from "react-dom/client";
import type { Language } from "../../config/languages";
import { localizePath, splitLanguage } from "../../i18n/paths";
import { translate, type Strings } from "../../i18n/translate";
import { currentConsent, readConsent, saveConsent, type Consent } from "./store";
import * as styles from "./consent.module.css";

/**
 * The consent banner and the preferences dialog: a lazy chunk, loaded after the page is idle on a first visit
 * (src/features/third-party/loader.ts) or when the footer's "Cookie preferences" is pressed. Its strings
 * (locales/<lang>/consentimento.json) come with it, one small chunk per language.
 *
 * Keyboard: the banner is a labelled region fixed at the bottom (an overlay: nothing moves). When it appears
 * and nothing else has focus, it takes focus, so Tab goes through its link and buttons. Esc does not dismiss
 * it: closing without a choice would be neither a yes nor a no, so the banner stays until one of its three
 * buttons is used. The preferences are a modal <dialog> (focus kept inside by the browser); Esc there closes
 * the dialog without changing anything and focus returns to what opened it.
 */
type Mode = { view: "banner" } | { view: "preferences"; opener: HTMLElement | null } | { view: "none" };

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
  const bannerRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [draft, setDraft] = useState<Consent>(currentConsent);

  useEffect(() => {
    if (mode.view === "banner" && (document.activeElement === document.body || !document.activeElement)) {
      bannerRef.current?.focus({ preventScroll: true });
    }
    if (mode.view === "preferences") {
      setDraft(currentConsent());
      if (!dialogRef.current?.open) dialogRef.current?.showModal();
    }
  }, [mode]);

  const choose = (consent: Consent) => {
    saveConsent(consent);
    const opener = mode.view === "preferences" ? mode.opener : null;
    dialogRef.current?.close();
    setMode({ view: "none" });
    opener?.focus({ preventScroll: true });
  };
  const closePreferences = () => {
    const opener = mode.view === "preferences" ? mode.opener : null;
    // Back to the banner while no choice has ever been made.
    setMode(readConsent() ? { view: "none" } : { view: "banner" });
    opener?.focus({ preventScroll: true });
  };

  const categories = ["necessary", "functional", "analytics"] as const;
  return (
    <>
      {mode.view === "banner" && (
        <div
          ref={bannerRef}
          className={styles.banner}
          role="region"
          aria-labelledby="consent-title"
          tabIndex={-1}
          data-consent-banner=""
        >
          <div className={styles.inner}>
            <div className={styles.copy}>
              <h2 id="consent-title" className={styles.title}>
                {t("banner.title")}
              </h2>
              <p className={styles.text}>
                {t("banner.text")} <a href={localizePath("/politica-de-privacidade/", language)}>{t("banner.policy")}</a>
              </p>
            </div>
            <div className={styles.actions}>
              <button type="button" className={styles.secondary} onClick={() => choose({ functional: false, analytics: false })}>
                {t("banner.rejectAll")}
              </button>
              <button
                type="button"
                className={styles.secondary}
                onClick={(event) => setMode({ view: "preferences", opener: event.currentTarget.closest("[data-consent-banner]") as HTMLElement })}
              >
                {t("banner.choose")}
              </button>
              <button type="button" className={styles.primary} onClick={() => choose({ functional: true, analytics: true })}>
                {t("banner.acceptAll")}
              </button>
            </div>
          </div>
        </div>
      )}
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
              <button type="button" className={styles.secondary} onClick={() => choose({ functional: false, analytics: false })}>
                {t("preferences.rejectAll")}
              </button>
              <button type="button" className={styles.secondary} onClick={() => choose({ functional: true, analytics: true })}>
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

/** The banner, unless a choice is already stored. */
export function showBanner(): Promise<void> {
  return readConsent() ? Promise.resolve() : render({ view: "banner" });
}

/** The preferences dialog (the footer's link); focus returns to `opener` when it closes. */
export function showPreferences(opener: HTMLElement | null): Promise<void> {
  return render({ view: "preferences", opener });
}

