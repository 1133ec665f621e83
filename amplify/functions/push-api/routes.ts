import type { ApiDef } from "../shared/routes";
import { pushSubscriptionSchema, pushUnsubscribeSchema } from "../../../src/domain/push";

/**
 * PushAPI: a signed-in customer's push subscriptions (one per browser they turned notifications on in, from the
 * profile's "Notificações"); the contract is in amplify/README.md ("PushAPI"). Sending is done by the handlers
 * that have news (functions/shared/push.ts), not through this API.
 */
export const pushApi: ApiDef = {
  name: "PushAPI",
  functionName: "push-api",
  routes: [
    { method: "GET", path: "/health", auth: "none" },
    { method: "GET", path: "/inscricao", auth: "cognito" },
    { method: "PUT", path: "/inscricao", auth: "cognito", body: { schema: () => pushSubscriptionSchema() } },
    { method: "DELETE", path: "/inscricao", auth: "cognito", body: { schema: () => pushUnsubscribeSchema() } },
  ],
};
