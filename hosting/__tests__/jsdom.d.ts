// Minimal types for jsdom (it ships none; vitest runs on it): what hosting/__tests__/inline-scripts.test.ts uses.
declare module "jsdom" {
  export class JSDOM {
    constructor(html: string, options?: { runScripts?: "dangerously" | "outside-only" });
    readonly window: Window;
  }
}
