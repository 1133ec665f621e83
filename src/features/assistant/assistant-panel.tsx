import React, { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import type { Language } from "../../config/languages";
import { answerParagraphs } from "../../content/faq-answer";
import { localizePath } from "../../i18n/paths";
import { trapTab } from "../../components/ui/focus-trap";
import { searchPages } from "../search/pagefind-client";
import { resultPath, resultTitle } from "../search/search-result";
import type { AssistantFaqEntry } from "../../content/assistant-faq";
import { fetchFaq } from "./faq-data";
import { handoffs, type Handoff } from "./handoffs";
import { bestAnswer, loadIndex, type FaqIndex } from "./matcher";
import type { AssistantStrings } from "./strings";
import * as styles from "./assistant.module.css";

type Page = { title: string; path: string };
type Reply =
  | { kind: "pending" }
  | { kind: "faq"; entry: AssistantFaqEntry }
  /** Not sure: no FAQ entry is a confident answer; the site search's best pages (or its failure) and the hand-offs. */
  | { kind: "notSure"; pages: Page[] | "error" };
type Exchange = { id: number; question: string; reply: Reply };
type FaqState = { status: "idle" | "loading" | "error" } | { status: "ready"; index: FaqIndex<AssistantFaqEntry> };

/** How many pages of the site search the assistant offers when the FAQ has no answer. */
export const searchResultCount = 3;

/** The top pages of the site search (Pagefind, the index of the page's language) for a question. */
async function searchSite(question: string): Promise<Page[]> {
  const results = await searchPages(question);
  const data = await Promise.all(results.slice(0, searchResultCount).map((result) => result.data()));
  return data.map((item) => ({ title: resultTitle(item.meta.title ?? item.url), path: resultPath(item.url) }));
}

type AssistantPanelProps = { language: Language; strings: AssistantStrings; open: boolean; onClose: () => void };

/**
 * The assistant's dialog, loaded on the first click on its button (assistant-root.tsx): answers a typed
 * question from the FAQ (fetched from `/assistant/faq.<lang>.json` when the dialog first opens), falls back
 * to the site search, and hands off to the collection form, the contact form and WhatsApp. Once opened it
 * stays mounted (hidden when closed), so the conversation and the FAQ survive closing and reopening.
 */
export function AssistantPanel({ language, strings: t, open, onClose }: AssistantPanelProps) {
  const [faq, setFaq] = useState<FaqState>({ status: "idle" });
  const [exchanges, setExchanges] = useState<Exchange[]>([]);
  const [question, setQuestion] = useState("");
  const panel = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const bodyEnd = useRef<HTMLDivElement>(null);
  const nextId = useRef(1);
  const titleId = useId();
  const inputId = useId();
  const links = useMemo(() => handoffs(language), [language]);

  const loadFaq = useCallback(() => {
    setFaq({ status: "loading" });
    fetchFaq(language)
      .then((entries) => loadIndex(entries, language))
      .then(
        (index) => setFaq({ status: "ready", index }),
        () => setFaq({ status: "error" }),
      );
  }, [language]);

  useEffect(() => {
    if (!open) return;
    if (faq.status === "idle") loadFaq();
    input.current?.focus();
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps -- only when the dialog opens

  useEffect(() => {
    bodyEnd.current?.scrollIntoView?.({ block: "nearest" });
  }, [exchanges]);

  const setReply = (id: number, reply: Reply) =>
    setExchanges((current) => current.map((exchange) => (exchange.id === id ? { ...exchange, reply } : exchange)));

  const ask = (event: React.FormEvent) => {
    event.preventDefault();
    const asked = question.trim();
    if (!asked || faq.status !== "ready") return;
    const id = nextId.current++;
    setQuestion("");
    const match = bestAnswer(faq.index, asked);
    if (match) {
      setExchanges((current) => [...current, { id, question: asked, reply: { kind: "faq", entry: match.item } }]);
      return;
    }
    setExchanges((current) => [...current, { id, question: asked, reply: { kind: "pending" } }]);
    searchSite(asked).then(
      (pages) => setReply(id, { kind: "notSure", pages }),
      () => setReply(id, { kind: "notSure", pages: "error" }),
    );
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
    } else {
      trapTab(event, panel.current);
    }
  };

  return (
    <div
      ref={panel}
      className={styles.panel}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      hidden={!open}
    >
      <div className={styles.top}>
        <h2 id={titleId} className={styles.title}>
          {t.title}
        </h2>
        <button type="button" className={styles.close} aria-label={t.close} onClick={onClose}>
          ×
        </button>
      </div>
      <div className={styles.body} aria-live="polite">
        <p className={styles.muted}>{t.intro}</p>
        {faq.status === "loading" && <p role="status">{t.loading}</p>}
        {faq.status === "error" && (
          <div className={styles.reply} role="alert">
            <p className={styles.error}>{t.loadError}</p>
            <button type="button" className={styles.retry} onClick={loadFaq}>
              {t.retry}
            </button>
          </div>
        )}
        {exchanges.map((exchange) => (
          <div key={exchange.id} className={styles.exchange} data-exchange="">
            <p className={styles.asked}>
              <span className={styles.visuallyHidden}>{t.you}: </span>
              {exchange.question}
            </p>
            <ReplyView reply={exchange.reply} language={language} t={t} links={links} />
          </div>
        ))}
        <div ref={bodyEnd} />
      </div>
      <form className={styles.form} onSubmit={ask}>
        <label htmlFor={inputId} className={styles.visuallyHidden}>
          {t.questionLabel}
        </label>
        <input
          ref={input}
          id={inputId}
          className={styles.input}
          type="text"
          autoComplete="off"
          maxLength={200}
          placeholder={t.questionPlaceholder}
          value={question}
          onChange={(event) => setQuestion(event.target.value)}
        />
        <button type="submit" className={styles.ask} disabled={faq.status !== "ready"}>
          {t.ask}
        </button>
      </form>
      <nav className={styles.handoffs} aria-labelledby={`${titleId}-handoffs`}>
        <h3 id={`${titleId}-handoffs`}>{t.handoffHeading}</h3>
        <ul className={styles.handoffList}>
          {links.map((link) => (
            <li key={link.key}>
              <a
                className={styles.link}
                href={link.href}
                data-handoff={link.key}
                {...(link.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
              >
                {t[link.key]}
                {link.external && <span className={styles.visuallyHidden}> {t.newTab}</span>}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

type ReplyViewProps = { reply: Reply; language: Language; t: AssistantStrings; links: Handoff[] };

function ReplyView({ reply, language, t, links }: ReplyViewProps) {
  if (reply.kind === "pending") return <p className={styles.muted}>{t.thinking}</p>;
  if (reply.kind === "faq") {
    const { entry } = reply;
    return (
      <div className={styles.reply} data-answer={entry.id}>
        <span className={styles.kicker}>{t.fromFaq}</span>
        <p className={styles.replyTitle}>{entry.question}</p>
        {answerParagraphs(entry.answer).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
        {entry.link && (
          <a className={styles.link} href={localizePath(entry.link.to, language)}>
            {entry.link.label}
          </a>
        )}
      </div>
    );
  }
  const { pages } = reply;
  return (
    <div className={styles.reply} data-not-sure="">
      <p>{t.notSure}</p>
      {pages === "error" ? (
        <p>{t.searchError}</p>
      ) : pages.length > 0 ? (
        <div data-search-results="">
          <p>{t.searchIntro}</p>
          <ul className={styles.results}>
            {pages.map((page) => (
              <li key={page.path}>
                <a className={styles.link} href={page.path}>
                  {page.title}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p>{t.noPages}</p>
      )}
      <p>{t.notSureHandoffs}</p>
      <ul className={styles.results} data-reply-handoffs="">
        {links.map((link) => (
          <li key={link.key}>
            <a
              className={styles.link}
              href={link.href}
              {...(link.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
            >
              {t[link.key]}
              {link.external && <span className={styles.visuallyHidden}> {t.newTab}</span>}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
