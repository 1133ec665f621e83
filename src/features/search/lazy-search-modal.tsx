import { lazy, type ComponentType } from "react";
import { SearchUnavailable, type LazyModalProps } from "./search-unavailable";

/**
 * The modal's own chunk, fetched on first open. If the fetch fails the lazy component is SearchUnavailable
 * instead, and Retry asks for a new lazy component (React keeps a lazy one's result for good; webpack forgets
 * a chunk that failed, so the next one fetches it anew). Errors while the modal renders are caught by the
 * boundary in search-modal.tsx, which shows the same dialog.
 */
export const lazyModal = () =>
  lazy<ComponentType<LazyModalProps>>(() => import("./search-modal").catch(() => ({ default: SearchUnavailable })));
