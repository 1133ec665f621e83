import fc from "fast-check";

/**
 * One seed for every property in the calling test file, printed so that any run can be replayed:
 * `FC_SEED=<seed> npx vitest run <file>`. Without FC_SEED each run draws a new seed. (On a failure
 * fast-check also prints the seed and the path of the counterexample.)
 */
export function useFastCheckSeed(file: string): number {
  const given = process.env.FC_SEED;
  if (given !== undefined && !/^-?\d+$/.test(given)) throw new Error(`FC_SEED must be an integer, not "${given}"`);
  const seed = given !== undefined ? Number(given) : Math.floor(Math.random() * 2 ** 31);
  fc.configureGlobal({ ...fc.readConfigureGlobal(), seed });
  console.info(
    `${file}: fast-check seed ${seed}${given !== undefined ? " (from FC_SEED)" : ""}; FC_SEED=${seed} replays this run`,
  );
  return seed;
}
