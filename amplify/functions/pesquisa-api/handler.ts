import { GetCommand, PutCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import { surveyableStatuses } from "../../../src/domain/lifecycle";
import { pesquisaSchema, type PesquisaRecord } from "../../../src/domain/pesquisa";
import { validate } from "../../../src/domain/validate";
import { getColeta } from "../coleta-api/coleta-store";
import { commonRoutes } from "../shared/common-routes";
import { db, isConditionFailure, tableName } from "../shared/dynamo";
import { json } from "../shared/http";
import { fingerprint } from "../shared/idempotent";
import { fieldErrors, jsonBody, mismatch, oneError } from "../shared/respond";
import { createHandler } from "../shared/router";
import { surveyMonth } from "../equipe-api/surveys";
import { pesquisaApi } from "./routes";

export const handler = createHandler(pesquisaApi, {
  ...commonRoutes(pesquisaApi.name),

  /**
   * One survey per collection request, by the customer who made it: a conditional put on the protocol. The
   * same idempotency key again answers 200 with the same id; another answer for the protocol is 409
   * (already_answered), and so is a survey of a request not yet collected (not_collected).
   */
  "POST /pesquisa": async ({ event, claims }) => {
    const parsed = jsonBody(event);
    if ("response" in parsed) return parsed.response;
    const checked = validate(pesquisaSchema, parsed.body);
    if (!checked.ok) return fieldErrors(event, 400, checked.errors);
    const customerId = claims?.sub ?? "";
    const { idempotencyKey, language, ...answer } = checked.value;
    const coleta = await getColeta(answer.protocol);
    if (!coleta || coleta.customerId !== customerId) return oneError(event, 404, parsed.body, "protocol", "not_found");
    // Only something collected can be rated (issue 13): before that the survey is refused, nothing stored.
    if (!surveyableStatuses.includes(coleta.status))
      return oneError(event, 409, parsed.body, "protocol", "not_collected");
    const record: PesquisaRecord = {
      ...answer,
      language,
      id: crypto.randomUUID(),
      customerId,
      createdAt: new Date().toISOString(),
    };
    try {
      await db().send(
        new PutCommand({
          TableName: tableName("pesquisa"),
          // `month`: the key of the staff's results (byMonth, EquipeAPI GET /pesquisas).
          Item: { ...record, month: surveyMonth(record.createdAt), idempotencyKey, fingerprint: fingerprint(answer) },
          ConditionExpression: "attribute_not_exists(protocol)",
        }),
      );
      return json(event, 201, { id: record.id });
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      const { Item } = await db().send(
        new GetCommand({ TableName: tableName("pesquisa"), Key: { protocol: answer.protocol }, ConsistentRead: true }),
      );
      if (Item && Item.idempotencyKey === idempotencyKey && Item.customerId === customerId) {
        // A resend of this answer gets its id; the same key with another answer is refused.
        return Item.fingerprint === fingerprint(answer)
          ? json(event, 200, { id: Item.id })
          : mismatch(event, parsed.body);
      }
      return oneError(event, 409, parsed.body, "protocol", "already_answered");
    }
  },

  /** The protocols the customer has already rated (the area shows "rated" instead of the survey link). */
  "GET /pesquisa": async ({ event, claims }) => {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName("pesquisa"),
        IndexName: "byCustomer",
        KeyConditionExpression: "customerId = :customer",
        ExpressionAttributeValues: { ":customer": claims?.sub ?? "" },
        ScanIndexForward: false,
      }),
    );
    const items = (page.Items ?? []).map((item) => ({
      protocol: item.protocol,
      score: item.score,
      createdAt: item.createdAt,
    }));
    return json(event, 200, { items });
  },
});
