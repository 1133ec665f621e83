import { createHash } from "node:crypto";

/**
 * Inline scripts and the Content-Security-Policy. The policy (customHttp.yml, the same file on Amplify and
 * under `npm run serve`) allows no 'unsafe-inline' in script-src, only the hashes of the inline scripts the
 * built pages carry. For that set to be short and fixed, every inline script must be the same text on every
 * page and in every build:
 *
 * - the language redirect in <head> (src/i18n/redirect-script.ts) is;
 * - Gatsby's own are not: `window.pagePath="/x/"` differs per page, and `window.___chunkMapping=…` and
 *   `window.___webpackCompilationHash=…` change with every build. After the build (`scripts/harden-build.mts`)
 *   each becomes a JSON data block (not run, so outside the policy) followed by `globalsLoader`, one constant
 *   script that copies the block onto `window`, at the same place, so the order Gatsby's runtime relies on
 *   (globals first, then its async bundles) is kept.
 */

/** The one script that reads the data block just before it. Its hash is in customHttp.yml's script-src. */
export const globalsLoader =
  "Object.assign(window,JSON.parse(document.currentScript.previousElementSibling.textContent))";

/** The CSP source that allows an inline script with exactly this text. */
export function cspHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

export type InlineScript = { attributes: string; text: string };

const scriptPattern = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** Whether a `<script>` with these attributes is run (classic or module, not a data block such as JSON-LD). */
function runs(attributes: string): boolean {
  if (/\ssrc\s*=/i.test(attributes)) return false;
  const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.trim().toLowerCase();
  return (
    type === undefined || type === "" || type === "module" || /^(text|application)\/(x-)?(java|ecma)script$/.test(type)
  );
}

/** Every inline script of a page that the browser would run, with its exact text. */
export function inlineScripts(html: string): InlineScript[] {
  return [...html.matchAll(scriptPattern)]
    .filter((match) => runs(match[1] ?? ""))
    .map((match) => ({ attributes: (match[1] ?? "").trim(), text: match[2] ?? "" }));
}

/**
 * `window.a="…";window.b="…";` (Gatsby's globals, optionally wrapped in `/*<![CDATA[*\/ … /*]]>*\/`) as
 * `{a: "…", b: "…"}`; null for any other script. Values must be JSON strings, as Gatsby writes them.
 */
export function windowGlobals(text: string): Record<string, string> | null {
  const body = text
    .trim()
    .replace(/^\/\*<!\[CDATA\[\*\/([\s\S]*)\/\*\]\]>\*\/$/, "$1")
    .trim();
  const statement = /window\.([A-Za-z_$][\w$]*)=("(?:[^"\\\n]|\\.)*");?/gy;
  const globals: Record<string, string> = {};
  let end = 0;
  for (let match = statement.exec(body); match; match = statement.exec(body)) {
    try {
      globals[match[1] as string] = JSON.parse(match[2] as string) as string;
    } catch {
      return null;
    }
    end = statement.lastIndex;
  }
  return end > 0 && end === body.length ? globals : null;
}

/** JSON that cannot end its `<script>` element early (`</script>`, `<!--`). */
function dataBlockJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/**
 * The page with each of Gatsby's global-setting inline scripts turned into a data block plus `globalsLoader`
 * (ids kept on the data block). Other scripts are left as they are; running it twice changes nothing.
 */
export function moveGlobalsIntoData(html: string): string {
  return html.replace(scriptPattern, (whole, attributes: string, text: string) => {
    if (!runs(attributes)) return whole;
    const globals = windowGlobals(text);
    if (!globals) return whole;
    const id = /\sid\s*=\s*"([^"]*)"/i.exec(attributes)?.[1];
    const idAttribute = id ? ` id="${id}"` : "";
    return `<script type="application/json"${idAttribute} data-window-globals="">${dataBlockJson(globals)}</script><script>${globalsLoader}</script>`;
  });
}

/** The sources of one directive of a policy (`script-src` → `['self', 'sha256-…', …]`). */
export function directive(policy: string, name: string): string[] {
  for (const part of policy.split(";")) {
    const [directiveName, ...sources] = part.trim().split(/\s+/);
    if (directiveName?.toLowerCase() === name) return sources;
  }
  return [];
}

/** Inline scripts of a page that this policy would block, each with the hash that would allow it. */
export function blockedInlineScripts(html: string, policy: string): (InlineScript & { hash: string })[] {
  const scriptSrc = directive(policy, "script-src");
  const sources = scriptSrc.length > 0 ? scriptSrc : directive(policy, "default-src");
  if (sources.includes("'unsafe-inline'") && !sources.some((source) => /^'(sha\d+|nonce)-/.test(source))) return [];
  return inlineScripts(html)
    .map((script) => ({ ...script, hash: cspHash(script.text) }))
    .filter((script) => !sources.includes(script.hash));
}
