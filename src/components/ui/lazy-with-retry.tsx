import React, { Suspense, createElement, lazy, useState, type ComponentType, type ReactNode } from "react";
import { ErrorBoundary, LoadFailed } from "./lazy-boundary";

/**
 * A component whose code is fetched when it first renders, with a loading fallback, and which shows
 * `LoadFailed` (or `failed`) when the fetch fails; "Try again" fetches it anew (React.lazy keeps a failed
 * promise for good, so each retry makes a new lazy component; webpack forgets a chunk that failed).
 */
export function lazyWithRetry<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: { loading?: ReactNode; failed?: (retry: () => void) => ReactNode } = {},
): ComponentType<P> {
  const make = () => lazy(() => load().then((component) => ({ default: component })));
  let Lazy = make();
  function LazyWithRetry(props: P) {
    const [attempt, setAttempt] = useState(0);
    const onRetry = () => {
      Lazy = make();
      setAttempt((value) => value + 1);
    };
    return (
      <ErrorBoundary
        key={attempt}
        onRetry={onRetry}
        fallback={options.failed ?? ((retry) => <LoadFailed retry={retry} />)}
      >
        <Suspense fallback={options.loading ?? null}>
          {createElement(Lazy as unknown as ComponentType<P>, props) /* lazy() loses the generic props */}
        </Suspense>
      </ErrorBoundary>
    );
  }
  return LazyWithRetry;
}
