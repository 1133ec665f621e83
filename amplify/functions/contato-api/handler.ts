import { contatoSchema, formatReference, type ContatoRecord } from "../../../src/domain/contato";
import { validate } from "../../../src/domain/validate";
import { commonRoutes } from "../shared/common-routes";
import { json } from "../shared/http";
import { createOnce, fingerprint, NumbersTakenError, yearInBrazil } from "../shared/idempotent";
import { noticesMarker, settleAfterChange } from "../shared/notices";
import { fieldErrors, jsonBody, mismatch, takeHoneypot, unavailable } from "../shared/respond";
import { createHandler } from "../shared/router";
import { nextNumber, SequenceExhaustedError } from "../shared/sequence";
import { inboxFields } from "../equipe-api/inbox";
import { contatoNotices } from "./notifications";
import { contatoApi } from "./routes";
import { logger } from "../shared/logging";

export const handler = createHandler(contatoApi, {
  ...commonRoutes(contatoApi.name),

  /**
   * A message from one of the contact forms, stored once per idempotency key under a reference number (with the
   * language it was written in), then announced: a confirmation to the sender, an alert to the form's team.
   */
  "POST /contato": async ({ event }) => {
    const parsed = jsonBody(event);
    if ("response" in parsed) return parsed.response;
    const { body, trapped } = takeHoneypot(parsed.body);
    if (trapped) {
      logger.info("ContatoAPI: honeypot filled, nothing stored");
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
          const createdAt = now.toISOString();
          const record: ContatoRecord = { ...stored, reference, createdAt };
          // Written with the record: its arrival is to be announced (notifications.ts: contatoNotices), and it is new
          // in its team's inbox (EquipeAPI: the byInbox index).
          return {
            target: reference,
            item: {
              ...record,
              kind: "contato",
              idempotencyKey,
              ...inboxFields(record.topic),
              ...noticesMarker("recebida", createdAt),
            },
          };
        },
      });
    } catch (error) {
      if (error instanceof SequenceExhaustedError) return unavailable(event, body);
      if (error instanceof NumbersTakenError) return unavailable(event, body, 2);
      throw error;
    }
    if (result.kind === "mismatch") return mismatch(event, body);
    await settleAfterChange(contatoNotices, result.target);
    return json(event, result.kind === "created" ? 201 : 200, { reference: result.target });
  },
});
