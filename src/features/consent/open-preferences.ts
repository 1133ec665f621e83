/** The footer's "Cookie preferences": loads the consent chunk (if not yet) and opens the dialog. */
export function openConsentPreferences(opener: HTMLElement | null): void {
  void import(/* webpackChunkName: "consent" */ "./consent-ui").then((ui) => ui.showPreferences(opener));
}
