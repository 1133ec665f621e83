/**
 * A device's name for people, from the user agent Amplify gives Cognito as its name (ConfirmDevice's DeviceName):
 * the browser and the system ("Chrome", "Android"), or null when neither is recognised.
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
  [/Mac OS X|Macintosh/, "macOS"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

export function deviceName(userAgent: string | undefined): DeviceName {
  const text = userAgent ?? "";
  const browser = browsers.find(([pattern]) => pattern.test(text))?.[1] ?? null;
  const system = systems.find(([pattern]) => pattern.test(text))?.[1] ?? null;
  return { browser, system };
}
