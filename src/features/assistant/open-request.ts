/**
 * "Open the assistant's dialog", asked from outside the widget (the FAQ block's button, through the chatbot
 * loader) possibly before the widget has rendered: kept until the widget listens. One module instance is shared
 * by every chunk that imports it, so the asker and the widget meet here.
 */
let requested = false;
const listeners = new Set<() => void>();

export function requestAssistantOpen(): void {
  if (listeners.size === 0) requested = true;
  else listeners.forEach((listener) => listener());
}

/** Calls `listener` on each request (at once if one is waiting); returns the unsubscribe function. */
export function onAssistantOpenRequest(listener: () => void): () => void {
  listeners.add(listener);
  if (requested) {
    requested = false;
    listener();
  }
  return () => {
    listeners.delete(listener);
  };
}
