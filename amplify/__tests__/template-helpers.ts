/** Reading synthesized CloudFormation in the backend tests. */
import { expect } from "vitest";

export type Json = Record<string, unknown>;
export type CfnResource = { Type: string; Properties?: Json; DeletionPolicy?: string };
export type CfnTemplate = {
  Resources: Record<string, CfnResource>;
  Parameters?: Record<string, unknown>;
  Outputs?: Record<string, { Value: unknown }>;
};

/** The resources of one type in a template, by logical id. */
export function resourcesOf(template: CfnTemplate, type: string): [string, Json][] {
  return Object.entries(template.Resources)
    .filter(([, resource]) => resource.Type === type)
    .map(([id, resource]) => [id, resource.Properties ?? {}]);
}

export function only(template: CfnTemplate, type: string): Json {
  const found = resourcesOf(template, type);
  expect(found, `one ${type}`).toHaveLength(1);
  return found[0][1];
}

/** The literal text of a string or an Fn::Join, with every non-literal part as "<token>". */
export function flatten(value: unknown): string {
  if (typeof value === "string") return value;
  const join = (value as { "Fn::Join"?: [string, unknown[]] } | null)?.["Fn::Join"];
  if (join) return join[1].map(flatten).join(join[0]);
  return "<token>";
}

/** `{ Ref: "…" }` → "…" */
export function refOf(value: unknown): string | undefined {
  return (value as { Ref?: string } | null)?.Ref;
}
