import { CfnOutput, Stack } from "aws-cdk-lib";
import { FunctionUrlAuthType, InvokeMode, type IFunction, type FunctionUrl } from "aws-cdk-lib/aws-lambda";

/**
 * The third-party proxy's public address: a Lambda function URL, no auth (the page's worker calls it through
 * the site's own origin, via Amplify Hosting's rewrite of `/__third-party-proxy`), no CORS (same origin), the
 * response buffered (the handler caps it at 2 MiB). Its URL goes to amplify_outputs.json as
 * `custom.thirdPartyProxy.url`; `npx tsx scripts/hosting-rules.mts` puts it into the hosting rules.
 */
export function addThirdPartyProxyUrl(fn: IFunction): FunctionUrl {
  const url = fn.addFunctionUrl({ authType: FunctionUrlAuthType.NONE, invokeMode: InvokeMode.BUFFERED });
  new CfnOutput(Stack.of(fn), "ThirdPartyProxyUrl", { value: url.url });
  return url;
}
