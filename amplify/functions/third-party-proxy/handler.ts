import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from "aws-lambda";
import { proxyThirdParty } from "./proxy";

/**
 * The proxy on AWS: a Lambda function URL (amplify/api/third-party-proxy.ts) that Amplify Hosting's rewrite of
 * `/__third-party-proxy` reaches (hosting/redirects.json). The visitor's cookies arrive in `event.cookies` and
 * are never read; no `cookies` go back.
 */
export async function handler(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> {
  const response = await proxyThirdParty({
    method: event.requestContext.http.method,
    url: event.queryStringParameters?.url,
  });
  return {
    statusCode: response.status,
    headers: response.headers,
    body: Buffer.from(response.body).toString("base64"),
    isBase64Encoded: true,
  };
}
