import React, { Component, Suspense, createElement, lazy, useState, type ComponentType, type ReactNode } from "react";
import { useTranslation } from "../../../i18n/i18n-context";
import { formStyles } from "../../../components/forms/form-parts";
import { Button } from "../../../components/ui";

type BoundaryProps = { children: ReactNode; fallback: (retry: () => void) => ReactNode; onRetry: () => void };

/** Catches a section whose code failed to load (offline, a deploy replaced the chunk) instead of a white page. */
class LoadBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback(this.props.onRetry) : this.props.children;
  }
}

function Loading() {
  const { t } = useTranslation("conta");
  return (
    <p className={formStyles.loading} role="status">
      {t("common.loading")}
    </p>
  );
}

function Failed({ retry }: { retry: () => void }) {
  const { t } = useTranslation("conta");
  return (
    <div role="alert" data-lazy-failed="">
      <p className={formStyles.loading}>{t("common.sectionFailed")}</p>
      <Button type="button" onClick={retry}>
        {t("common.retry")}
      </Button>
    </div>
  );
}

/**
 * A customer-area section whose code (Storage, QR codes, the request forms) loads only when it is shown, so
 * the area's first page stays within its JavaScript budget. While loading it says so; if the load fails it
 * says so in the visitor's language and "Try again" loads it anew (React.lazy keeps a failed promise, so a
 * retry makes a new lazy component).
 */
export function lazySection<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const make = () => lazy(() => load().then((component) => ({ default: component })));
  let Lazy = make();
  function Section(props: P) {
    const [attempt, setAttempt] = useState(0);
    const retry = () => {
      Lazy = make();
      setAttempt((value) => value + 1);
    };
    return (
      <LoadBoundary key={attempt} onRetry={retry} fallback={(onRetry) => <Failed retry={onRetry} />}>
        <Suspense fallback={<Loading />}>
          {createElement(Lazy as unknown as ComponentType<P>, props) /* lazy() loses the generic props */}
        </Suspense>
      </LoadBoundary>
    );
  }
  return Section;
}
