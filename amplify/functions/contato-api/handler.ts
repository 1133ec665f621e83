import { PutCommand } from "@aws-sdk/lib-dynamodb";
import { contatoSchema, formatReference, type ContatoRecord } from "../../../src/domain/contato";
import { validate } from "../../../src/domain/validate";
import { commonRoutes } from "../shared/common-routes";
import { db, tableName } from "../shared/dynamo";
import { json } from "../shared/http";
import { createOnce, yearInBrazil } from "../shared/idempotent";
import { fieldErrors, jsonBody, oneError } from "../shared/respond";
import { createHandler } from "../shared/router";
import { nextNumber } from "../shared/sequence";
import { contatoApi } from "./routes";

export const handler = createHandler(contatoApi, {
  ...commonRoutes(contatoApi.name),

  /** A message from one of the contact forms, stored once per idempotency key under a reference number. */
  "POST /contato": async ({ event }) => {
    const parsed = jsonBody(event);
    if ("response" in parsed) return parsed.response;
    const checked = validate(contatoSchema, parsed.body);
    if (!checked.ok) return fieldErrors(event, 400, checked.errors);
    const { idempotencyKey, ...fields } = checked.value;
    const result = await createOnce({
      table: "contato",
      keyAttribute: "reference",
      idempotencyKey,
      customerId: null,
      create: async () => {
        const now = new Date();
        const year = yearInBrazil(now);
        const reference = formatReference(year, await nextNumber(`contato#${year}`));
        const record = { ...fields, reference, createdAt: now.toISOString() } as ContatoRecord;
        await db().send(
          new PutCommand({
            TableName: tableName("contato"),
            Item: { ...record, kind: "contato" },
            ConditionExpression: "attribute_not_exists(#reference)", // "reference" is a reserved word
            ExpressionAttributeNames: { "#reference": "reference" },
          }),
        );
        return { target: reference, value: record };
      },
    });
    if (result.kind === "conflict") return oneError(event, 409, parsed.body, "idempotencyKey", "in_progress");
    const reference = result.kind === "created" ? result.value.reference : result.target;
    return json(event, result.kind === "created" ? 201 : 200, { reference });
  },
});
