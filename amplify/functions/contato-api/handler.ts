import { contatoSchema, formatReference, type ContatoRecord } from "../../../src/domain/contato";
import { validate } from "../../../src/domain/validate";
import { commonRoutes } from "../shared/common-routes";
import { json } from "../shared/http";
import { createOnce, fingerprint, NumbersTakenError, yearInBrazil } from "../shared/idempotent";
import { fieldErrors, jsonBody, mismatch, takeHoneypot, unavailable } from "../shared/respond";
import { createHandler } from "../shared/router";
import { nextNumber, SequenceExhaustedError } from "../shared/sequence";
import { contatoApi } from "./routes";

export const handler = createHandler(contatoApi, {
  ...commonRoutes(contatoApi.name),

  /** A message from one of the contact forms, stored once per idempotency key under a reference number. */
  "POST /contato": async ({ event }) => {
    const parsed = jsonBody(event);
    if ("response" in parsed) return parsed.response;
    const { body, trapped } = takeHoneypot(parsed.body);
    if (trapped) {
      console.info("ContatoAPI: honeypot filled, nothing stored");
      return json(event, 201, { reference: formatReference(yearInBrazil(), Math.floor(Math.random() * 1_000_000)) });
    }
    const checked = validate(contatoSchema, body);
    if (!checked.ok) return fieldErrors(event, 400, checked.errors);
    const { idempotencyKey, language: _language, ...fields } = checked.value;
    let result;
    try {
      result = await createOnce({
        table: "contato",
        keyAttribute: "reference",
        idempotencyKey,
        customerId: null,
        fingerprint: fingerprint(fields),
        prepare: async () => {
          const now = new Date();
          const year = yearInBrazil(now);
          const reference = formatReference(year, await nextNumber(`contato#${year}`));
          const { idempotencyKey: _key, ...stored } = checked.value;
          const record = { ...stored, reference, createdAt: now.toISOString() } as ContatoRecord;
          return { target: reference, item: { ...record, kind: "contato", idempotencyKey } };
        },
      });
    } catch (error) {
      if (error instanceof SequenceExhaustedError) return unavailable(event, body);
      if (error instanceof NumbersTakenError) return unavailable(event, body, 2);
      throw error;
    }
    if (result.kind === "mismatch") return mismatch(event, body);
    return json(event, result.kind === "created" ? 201 : 200, { reference: result.target });
  },
});
