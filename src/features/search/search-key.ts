/** The `/` key opens the search, except while typing in a field or with a modifier held. */
export function isSearchKey(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  const typing = target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
  return event.key === "/" && !typing && !event.ctrlKey && !event.metaKey && !event.altKey;
}

let pressedEarly = false;
const onEarlyKey = (event: KeyboardEvent) => {
  if (!isSearchKey(event)) return;
  event.preventDefault();
  pressedEarly = true;
};

/**
 * From the moment the app's script runs (gatsby-browser's onClientEntry) until the search button is
 * hydrated and listens itself, a `/` press is remembered instead of lost: hydration is time-sliced, so a
 * quick visitor can press it before the page is interactive.
 */
export function rememberEarlySearchKey(): void {
  window.addEventListener("keydown", onEarlyKey);
}

/** The visible search button, once it listens: whether `/` was pressed before; stops the early listener. */
export function takeEarlySearchKey(): boolean {
  window.removeEventListener("keydown", onEarlyKey);
  const pressed = pressedEarly;
  pressedEarly = false;
  return pressed;
}
