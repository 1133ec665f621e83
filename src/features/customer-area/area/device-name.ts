/**
 * A device's name for people, from what Amplify gives Cognito as its name (ConfirmDevice's DeviceName): the
 * browser's client hints where it has them ("macOS 14.2.1 arm Not A(Brand/99.0.0.0;Google Chrome/121.0…;
 * Chromium/121.0…"), else its user agent ("Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15…) … Firefox/115.0"):
 * the browser and the system ("Chrome", "Android"), each null when not recognised.
 */
export type DeviceName = { browser: string | null; system: string | null };

const browsers: readonly [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\/|Chromium\//, "Chrome"],
  [/Safari\//, "Safari"],
];

const systems: readonly [RegExp, string][] = [
  [/Android/, "Android"],
  [/iPhone|iPad|iPod/, "iOS"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh|macOS/, "macOS"],
  [/CrOS|Chrome OS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

export function deviceName(userAgent: string | undefined): DeviceName {
  const text = userAgent ?? "";
  const browser = browsers.find(([pattern]) => pattern.test(text))?.[1] ?? null;
  const system = systems.find(([pattern]) => pattern.test(text))?.[1] ?? null;
  return { browser, system };
}
