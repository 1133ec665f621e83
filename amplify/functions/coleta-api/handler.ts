import { coletaSchema, formatProtocol, protocolPattern } from "../../../src/domain/coleta";
import { validate } from "../../../src/domain/validate";
import { commonRoutes } from "../shared/common-routes";
import { json } from "../shared/http";
import { fieldErrors, jsonBody, mismatch, oneError, takeHoneypot, unavailable } from "../shared/respond";
import { yearInBrazil } from "../shared/idempotent";
import { createHandler } from "../shared/router";
import { SequenceExhaustedError } from "../shared/sequence";
import { optionalClaims } from "../shared/token";
import { createColeta, getColeta, listColetas } from "./coleta-store";
import { coletaApi } from "./routes";

export const handler = createHandler(coletaApi, {
  ...commonRoutes(coletaApi.name),

  /** A collection request, anonymous or a signed-in customer's (then it is listed in their area). */
  "POST /coleta": async ({ event }) => {
    const parsed = jsonBody(event);
    if ("response" in parsed) return parsed.response;
    const { body, trapped } = takeHoneypot(parsed.body);
    if (trapped) return decoy(event);
    const session = await optionalClaims(event);
    if (!session.ok) return oneError(event, 401, body, "", "unauthorized");
    const checked = validate(coletaSchema(), body);
    if (!checked.ok) return fieldErrors(event, 400, checked.errors);
    let result: Awaited<ReturnType<typeof createColeta>>;
    try {
      result = await createColeta(checked.value, session.claims?.sub ?? null);
    } catch (error) {
      if (error instanceof SequenceExhaustedError) return unavailable(event, body);
      throw error;
    }
    if ("mismatch" in result) return mismatch(event, body);
    const { protocol, status, createdAt } = result.record;
    return json(event, result.created ? 201 : 200, { protocol, status, createdAt });
  },

  "GET /coleta": async ({ event, claims }) => json(event, 200, { items: await listColetas(claims?.sub ?? "") }),

  /** One of the customer's own requests; another customer's protocol is as unknown as a missing one. */
  "GET /coleta/{protocol}": async ({ event, params, claims }) => {
    const protocol = params.protocol ?? "";
    const record = protocolPattern.test(protocol) ? await getColeta(protocol) : null;
    if (!record || record.customerId !== claims?.sub) {
      // A GET has no body: `?language=en` picks the message's language.
      return oneError(event, 404, { language: event.queryStringParameters?.language }, "protocol", "not_found");
    }
    return json(event, 200, record);
  },
});

/** What a robot that filled the honeypot is told: a believable protocol that exists nowhere. */
function decoy(event: Parameters<typeof json>[0]) {
  const protocol = formatProtocol(yearInBrazil(), Math.floor(Math.random() * 1_000_000));
  console.info("ColetaAPI: honeypot filled, nothing stored");
  return json(event, 201, { protocol, status: "recebida", createdAt: new Date().toISOString() });
}
