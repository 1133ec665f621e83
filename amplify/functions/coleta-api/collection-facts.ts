/**
 * The facts of a collection as documents state them: the day the crew collected and the litres measured, entered at
 * "coletada" (`collectedOn`, `collectedLitres`, `driverName`: src/domain/lifecycle.ts collectionFields). A record
 * collected before the day was asked for has only its `coletada` step, whose day is used instead.
 */
import type { StoredColeta } from "../../../src/domain/coleta";
import { todayInSaoPaulo } from "../../../src/domain/fields";

/** When the oil was collected: the day the operator recorded, else the `coletada` step's day in São Paulo. */
export function collectionDate(record: Pick<StoredColeta, "history" | "collectedOn">): string | null {
  if (record.collectedOn) return record.collectedOn;
  const step = record.history?.find((entry) => entry.to === "coletada");
  return step ? todayInSaoPaulo(new Date(step.at)) : null;
}

/** The litres collected, once recorded. */
export function collectedLitres(record: Pick<StoredColeta, "collectedLitres">): number | undefined {
  return record.collectedLitres;
}

/** Who drove, when the operator gave the name. */
export function driverOf(record: Pick<StoredColeta, "driverName">): string | undefined {
  return record.driverName;
}
