/**
 * `npm run launch:check`: fails, naming each field, while a legal or contact setting of content/settings/site.json
 * is still demonstration data (scripts/lib/launch.ts). `LAUNCH=1 npm run build` runs the same check first.
 */
import { launchCheck } from "./lib/launch";

const { passed, lines } = launchCheck();
for (const line of lines) (passed ? console.log : console.error)(line);
process.exit(passed ? 0 : 1);
