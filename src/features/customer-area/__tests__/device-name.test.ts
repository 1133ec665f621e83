import { deviceName } from "../area/device-name";

describe("deviceName", () => {
  it.each([
    [
      "macOS 14.2.1 arm macOS Not A(Brand/99.0.0.0;Google Chrome/121.0.6167.160;Chromium/121.0.6167.160",
      { browser: "Chrome", system: "macOS" },
    ],
    ["Windows 15.0.0 x86 Microsoft Edge/131.0.2903.86;Chromium/131.0.6778.140", { browser: "Edge", system: "Windows" }],
    ["SM-S918B Android 14.0.0 Chromium/131.0;Google Chrome/131.0", { browser: "Chrome", system: "Android" }],
    ["Linux 6.1.0 x86 HeadlessChrome/131.0.0.0;Chromium/131.0.0.0", { browser: "Chrome", system: "Linux" }],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:109.0) Gecko/20100101 Firefox/115.0",
      { browser: "Firefox", system: "macOS" },
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1",
      { browser: "Safari", system: "iOS" },
    ],
    ["Chrome OS 16093.68.0 x86 Google Chrome/131.0", { browser: "Chrome", system: "ChromeOS" }],
    ["something else", { browser: null, system: null }],
    [undefined, { browser: null, system: null }],
  ])("%s", (text, expected) => {
    expect(deviceName(text)).toEqual(expected);
  });
});
