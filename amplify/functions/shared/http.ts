import type { APIGatewayProxyEvent, APIGatewayProxyResult } from "aws-lambda";

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
    // The forms wait as long as a 429/503 asks before they resend.
    "Access-Control-Expose-Headers": "Retry-After",
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
export type Claims = { sub: string; email?: string; name?: string };

export function claimsOf(event: APIGatewayProxyEvent): Claims | null {
  const claims = (event.requestContext?.authorizer as { claims?: Record<string, unknown> } | null | undefined)
    ?.claims;
  if (!claims || typeof claims.sub !== "string" || claims.sub === "") return null;
  return {
    sub: claims.sub,
    email: typeof claims.email === "string" ? claims.email : undefined,
    name: typeof claims.name === "string" ? claims.name : undefined,
  };
}
