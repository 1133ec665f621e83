/** Events for the tag manager: pushed to `window.dataLayer` (created if no tag manager has yet). */
type DataLayerWindow = Window & { dataLayer?: unknown[] };

export type SiteEvent =
  | { event: "search"; action: "search"; label: string }
  | { event: "collection_request_sent" }
  | { event: "contact_sent"; topic: string }
  | { event: "sign_up" }
  | { event: "game_finished"; score: number; rounds: number; correct: number; cards: number };

export function pushEvent(event: SiteEvent): void {
  if (typeof window === "undefined") return;
  ((window as DataLayerWindow).dataLayer ??= []).push(event);
}
