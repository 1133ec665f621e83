/**
 * The facts of a collection as documents state them. Records written since the collection form asks for them carry
 * the actual day, the measured litres and the driver's full name (`collectedOn`, `collectedLitres`, `driverName`);
 * older ones have only the `coletada` step, `liters` and `driver`, which are used instead.
 */
import type { StoredColeta } from "../../../src/domain/coleta";
import { todayInSaoPaulo } from "../../../src/domain/fields";

/** When the oil was collected: the day the operator recorded, else the `coletada` step's day in São Paulo. */
export function collectionDate(record: Pick<StoredColeta, "history" | "collection">): string | null {
  if (record.collection?.collectedOn) return record.collection.collectedOn;
  const step = record.history?.find((entry) => entry.to === "coletada");
  return step ? todayInSaoPaulo(new Date(step.at)) : null;
}

/** The litres collected: the measured volume when recorded, else the volume given at `coletada`. */
export function collectedLitres(collection: NonNullable<StoredColeta["collection"]>): number {
  return collection.collectedLitres ?? collection.liters;
}

/** Who drove: the full name when recorded, else the name given at `coletada`. */
export function driverOf(collection: NonNullable<StoredColeta["collection"]>): string {
  return collection.driverName ?? collection.driver;
}
