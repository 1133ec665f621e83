import React, { Component, type ReactNode } from "react";
import { useTranslation } from "../../i18n/i18n-context";
import { Button } from "./button";

type BoundaryProps = {
  children: ReactNode;
  /** What shows instead of the children once they threw (a render error, or a lazy chunk that did not load). */
  fallback: (retry: () => void) => ReactNode;
  /** Called by the fallback's "try again" (after the boundary has reset), e.g. to make a new lazy component. */
  onRetry?: () => void;
};

/**
 * Catches an error thrown while its children render (a bug, or the code of a lazily loaded part that could not
 * be fetched: offline, or a deploy removed the chunk) and shows `fallback` instead of unmounting the whole page.
 * "Try again" renders the children anew; a new `key` (the layout gives the page's path) starts afresh.
 */
export class ErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  private retry = () => {
    this.props.onRetry?.();
    this.setState({ failed: false });
  };
  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}

/** The site's message for a part that failed to load or to render, with "Try again" (strings in `common`). */
export function LoadFailed({ retry, message = "recovery.partFailed" }: { retry: () => void; message?: string }) {
  const { t } = useTranslation();
  return (
    <div role="alert" data-load-failed="">
      <p>{t(message)}</p>
      <Button type="button" onClick={retry}>
        {t("recovery.retry")}
      </Button>
    </div>
  );
}
