import type { APIGatewayProxyEvent, APIGatewayProxyResult } from "aws-lambda";
import { basesAttribute, parseBaseIds } from "../../../src/domain/base-ids";

/** Origins allowed to call the APIs from a browser, from the ALLOWED_ORIGINS environment variable. */
export function allowedOrigins(): string[] {
  return (process.env.ALLOWED_ORIGINS ?? "")
    .split(",")
    .map((origin) => origin.trim())
    .filter(Boolean);
}

function header(event: APIGatewayProxyEvent, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(event.headers ?? {})) {
    if (key.toLowerCase() === wanted && value !== undefined) return value;
  }
  return undefined;
}

export function corsHeaders(event: APIGatewayProxyEvent): Record<string, string> {
  const origin = header(event, "origin");
  if (!origin || !allowedOrigins().includes(origin)) return { Vary: "Origin" };
  return {
    "Access-Control-Allow-Origin": origin,
    "Access-Control-Allow-Credentials": "true",
    // The forms wait as long as a 429/503 asks before they resend; an export split in parts names the next (X-Next).
    "Access-Control-Expose-Headers": "Retry-After,X-Next",
    Vary: "Origin",
  };
}

export function json(event: APIGatewayProxyEvent, statusCode: number, body: unknown): APIGatewayProxyResult {
  return {
    statusCode,
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "no-store",
      ...corsHeaders(event),
    },
    body: JSON.stringify(body),
  };
}

/** The verified Cognito claims API Gateway's authorizer (or the local gateway) attached to the request. */
export type Claims = {
  sub: string;
  /** `cognito:username`: what Cognito's admin calls take as Username (in this pool a generated id, not the e-mail). */
  username?: string;
  email?: string;
  name?: string;
  /** `email_verified`: true only when Cognito says the address was verified. */
  emailVerified?: boolean;
  /** `cognito:groups`: the user pool groups the user is in (operators: "operadores"). */
  groups?: string[];
  /** `custom:bases`: the operating bases a staff member works for (src/domain/bases.ts), none when unset. */
  bases?: string[];
};

/**
 * `cognito:groups` in whatever shape it arrives: an array (a decoded token), a comma-separated string (API
 * Gateway's REST authorizer, and the local gateway), or a bracketed space-separated one ("[a b]", HTTP APIs).
 */
export function parseGroups(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((group): group is string => typeof group === "string" && group !== "");
  if (typeof value !== "string") return [];
  return value
    .replace(/^\[|\]$/g, "")
    .split(/[,\s]+/)
    .filter(Boolean);
}

/** Claims from a token payload or from an authorizer's string map. */
export function claimsFrom(source: Record<string, unknown>): Claims | null {
  if (typeof source.sub !== "string" || source.sub === "") return null;
  return {
    sub: source.sub,
    username: typeof source["cognito:username"] === "string" ? source["cognito:username"] : undefined,
    email: typeof source.email === "string" ? source.email : undefined,
    name: typeof source.name === "string" ? source.name : undefined,
    // API Gateway hands every claim over as a string ("true").
    emailVerified: source.email_verified === true || source.email_verified === "true",
    groups: parseGroups(source["cognito:groups"]),
    bases: parseBaseIds(source[basesAttribute]),
  };
}

export function claimsOf(event: APIGatewayProxyEvent): Claims | null {
  const claims = (event.requestContext?.authorizer as { claims?: Record<string, unknown> } | null | undefined)?.claims;
  return claims ? claimsFrom(claims) : null;
}
