import React, { Component, useEffect, useReducer, useRef, useState } from "react";
import { navigate } from "gatsby";
import { trapTab } from "../../components/ui/focus-trap";
import { useScrollLock } from "../../components/ui/scroll-lock";
import { Icon } from "../../components/ui";
import { useTranslation } from "../../i18n/i18n-context";
import { pushEvent } from "../third-party/data-layer";
import { SearchUnavailable, type LazyModalProps } from "./search-unavailable";
import { MissingIndexError, searchPages } from "./pagefind-client";
import { sanitizeExcerpt } from "./sanitize-excerpt";
import { toSearchResult } from "./search-result";
import { hasMore, initialSearchState, pageCounter, resultsPerPage, searchReducer } from "./search-state";
import * as styles from "./search-modal.module.css";

type SearchModalProps = { onClose: () => void };

const debounceMs = 250;

/**
 * The full-screen search: a labelled field, results ten at a time (the next ten load when the last one
 * scrolls into view), loading, error with retry, and "no results". Esc closes; arrows move through results.
 */
export function SearchModal({ onClose }: SearchModalProps) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(searchReducer, initialSearchState);
  const [attempt, setAttempt] = useState(0);
  const matches = useRef<Awaited<ReturnType<typeof searchPages>>>([]);
  const dialog = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const sentinel = useRef<HTMLLIElement>(null);
  useScrollLock(true);

  // The modal is fixed and in view: without preventScroll the root's scroll-padding-top scrolls the page behind it.
  useEffect(() => input.current?.focus({ preventScroll: true }), []);

  // A query: all matches at once (cheap), then the first page's data.
  useEffect(() => {
    const query = state.query.trim();
    if (!query) return;
    let current = true;
    const timer = window.setTimeout(async () => {
      try {
        matches.current = await searchPages(query);
        const page = await Promise.all(matches.current.slice(0, resultsPerPage).map((match) => match.data()));
        if (!current) return;
        dispatch({
          type: "loaded",
          query: state.query,
          page: 0,
          total: matches.current.length,
          results: page.map(toSearchResult),
        });
        pushEvent({ event: "search", action: "search", label: query });
      } catch (error) {
        if (current) dispatch({ type: "failed", missingIndex: error instanceof MissingIndexError });
      }
    }, debounceMs);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [state.query, attempt]);

  // The next page when the last result comes into view.
  useEffect(() => {
    const node = sentinel.current;
    if (!node || state.status !== "done" || !hasMore(state)) return;
    const observer = new IntersectionObserver(async ([entry]) => {
      if (!entry.isIntersecting) return;
      observer.disconnect();
      const next = state.page + 1;
      dispatch({ type: "loading" });
      try {
        const slice = matches.current.slice(next * resultsPerPage, (next + 1) * resultsPerPage);
        const page = await Promise.all(slice.map((match) => match.data()));
        dispatch({
          type: "loaded",
          query: state.query,
          page: next,
          total: matches.current.length,
          results: page.map(toSearchResult),
        });
      } catch {
        dispatch({ type: "failed" });
      }
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [state]);

  const close = () => {
    dispatch({ type: "closed" });
    onClose();
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "Escape") {
      event.preventDefault();
      close();
      return;
    }
    if (event.key === "Tab") trapTab(event, dialog.current);
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      const links = Array.from(dialog.current?.querySelectorAll<HTMLAnchorElement>("[data-search-result]") ?? []);
      if (links.length === 0) return;
      event.preventDefault();
      const at = links.indexOf(document.activeElement as HTMLAnchorElement);
      const next = event.key === "ArrowDown" ? Math.min(at + 1, links.length - 1) : at - 1;
      if (next < 0) input.current?.focus();
      else links[next].focus();
    }
  };

  const { page, pages } = pageCounter(state);
  const noResults = state.status === "done" && state.total === 0;
  return (
    <div
      className={styles.overlay}
      role="dialog"
      aria-modal="true"
      aria-labelledby="search-title"
      ref={dialog}
      onKeyDown={onKeyDown}
    >
      <div className={styles.panel}>
        <div className={styles.top}>
          <h2 id="search-title" className={styles.title}>
            {t("search.title")}
          </h2>
          <button type="button" className={styles.close} onClick={close} aria-label={t("search.close")}>
            <Icon name="close" />
          </button>
        </div>
        <label htmlFor="search-input" className={styles.label}>
          {t("search.label")}
        </label>
        <input
          id="search-input"
          ref={input}
          type="search"
          className={styles.input}
          value={state.query}
          placeholder={t("search.placeholder")}
          autoComplete="off"
          onChange={(event) => dispatch({ type: "typed", query: event.target.value })}
        />
        <div className={styles.status} role="status" aria-live="polite">
          {state.status === "loading" && <span className={styles.loading}>{t("search.loading")}</span>}
          {noResults && <span>{t("search.noResults", { query: state.query.trim() })}</span>}
          {state.status === "done" && state.total > 0 && (
            <span>
              {t("search.count", { count: state.total })} · {t("search.page", { page, pages })}
            </span>
          )}
        </div>
        {state.status === "error" && (
          <p className={styles.error} role="alert">
            {t("search.error")}{" "}
            <button
              type="button"
              className={styles.retry}
              onClick={() => {
                dispatch({ type: "typed", query: state.query });
                setAttempt((n) => n + 1);
              }}
            >
              {t("search.retry")}
            </button>
          </p>
        )}
        {state.status === "missing" && (
          <p className={styles.error} role="alert">
            {t("search.missingIndex")}
          </p>
        )}
        {state.results.length > 0 && (
          <ol className={styles.results} aria-label={t("search.results")}>
            {state.results.map((result, index) => (
              <li key={`${result.path}-${index}`} ref={index === state.results.length - 1 ? sentinel : undefined}>
                <a
                  href={result.path}
                  className={styles.result}
                  data-search-result=""
                  onClick={(event) => {
                    event.preventDefault();
                    close();
                    void navigate(result.path);
                  }}
                >
                  <span className={styles.resultTitle}>{result.title}</span>
                  <span className={styles.resultPath}>{result.path}</span>
                  <span
                    className={styles.excerpt}
                    dangerouslySetInnerHTML={{ __html: sanitizeExcerpt(result.excerptHtml) }}
                  />
                </a>
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}

/**
 * What search-button.tsx lazy-loads: the modal inside an error boundary. If it breaks while rendering, the
 * page around it stays and the "search unavailable" dialog (search-unavailable.tsx) takes its place.
 */
export default class SearchBoundary extends Component<LazyModalProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): React.ReactNode {
    return this.state.failed ? <SearchUnavailable {...this.props} /> : <SearchModal onClose={this.props.onClose} />;
  }
}
