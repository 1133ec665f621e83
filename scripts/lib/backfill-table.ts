/**
 * The `name` table a backfill script (`scripts/backfill-*.mts`) works on in AWS: `--<flag>=<physical name>` (`--table=`
 * where the script has one table) or, else, the handlers' own variable (`TABLE_COLETA`…). The variable is then set,
 * since the handlers' code reads it. Neither given: says how to name it and exits 2.
 */
export function backfillTable(name: string, variable: string, flag = "table"): string {
  const table =
    process.argv.find((arg) => arg.startsWith(`--${flag}=`))?.slice(flag.length + 3) ?? process.env[variable];
  if (!table) {
    console.error(
      `Name the ${name} table: --${flag}=<physical name> (the api stack's ${name} table, e.g. from the console), or ${variable}=<name>`,
    );
    process.exit(2);
  }
  process.env[variable] = table;
  return table;
}

/** Seconds since `started`, as the scripts print them. */
export const secondsSince = (started: number): string => ((Date.now() - started) / 1000).toFixed(1);
