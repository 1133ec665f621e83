import { pushSubscriptionSchema, pushUnsubscribeSchema } from "../../../src/domain/push";
import { validate } from "../../../src/domain/validate";
import { commonRoutes } from "../shared/common-routes";
import { json } from "../shared/http";
import {
  deleteSubscription,
  pushEndpointOptions,
  saveSubscription,
  subscriptionId,
  subscriptionsOf,
} from "../shared/push";
import { fieldErrors, jsonBody, oneError } from "../shared/respond";
import { createHandler } from "../shared/router";
import { pushApi } from "./routes";

export const handler = createHandler(pushApi, {
  ...commonRoutes(pushApi.name),

  /** How many browsers the customer gets notices in, and whether `?endpoint=` (this browser) is one of them. */
  "GET /inscricao": async ({ event, claims }) => {
    const subscriptions = await subscriptionsOf(claims?.sub ?? "");
    const endpoint = event.queryStringParameters?.endpoint;
    const id = endpoint ? subscriptionId(endpoint) : null;
    return json(event, 200, {
      count: subscriptions.length,
      thisBrowser: id ? subscriptions.some((item) => item.id === id) : false,
    });
  },

  /**
   * Saves this browser's subscription for the signed-in customer: an upsert on the endpoint, so saving again (a
   * new page load, renewed keys, another customer signing in on the same browser) replaces the row. 200 either way.
   */
  "PUT /inscricao": async ({ event, claims }) => {
    const parsed = jsonBody(event);
    if ("response" in parsed) return parsed.response;
    const checked = validate(pushSubscriptionSchema(pushEndpointOptions()), parsed.body);
    if (!checked.ok) return fieldErrors(event, 400, checked.errors);
    const saved = await saveSubscription(claims?.sub ?? "", checked.value);
    return json(event, 200, { id: saved.id, createdAt: saved.createdAt, updatedAt: saved.updatedAt });
  },

  /** Forgets this browser's subscription (only the caller's own: another's, or none, is 404). */
  "DELETE /inscricao": async ({ event, claims }) => {
    const parsed = jsonBody(event);
    if ("response" in parsed) return parsed.response;
    const checked = validate(pushUnsubscribeSchema(pushEndpointOptions()), parsed.body);
    if (!checked.ok) return fieldErrors(event, 400, checked.errors);
    const deleted = await deleteSubscription(claims?.sub ?? "", checked.value.endpoint);
    if (!deleted) return oneError(event, 404, parsed.body, "endpoint", "not_found");
    return json(event, 200, { deleted: true });
  },
});
