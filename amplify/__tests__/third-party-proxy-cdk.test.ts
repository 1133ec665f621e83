// @vitest-environment node
import fs from "node:fs";
import { App, Stack } from "aws-cdk-lib";
import { Match, Template } from "aws-cdk-lib/assertions";
import { Code, Function as LambdaFunction, Runtime } from "aws-cdk-lib/aws-lambda";
import { addThirdPartyProxyUrl } from "../api/third-party-proxy";
import { proxyPlaceholder, withProxyUrl } from "../../hosting/proxy-rule";
import type { HostingRule } from "../../hosting/rules";

describe("the third-party proxy on AWS", () => {
  it("is a public function URL (no auth, no CORS), buffered, with its URL as an output", () => {
    const stack = new Stack(new App(), "Proxy");
    const fn = new LambdaFunction(stack, "Fn", {
      runtime: Runtime.NODEJS_22_X,
      handler: "index.handler",
      code: Code.fromInline("exports.handler=async()=>({})"),
    });
    addThirdPartyProxyUrl(fn);
    const template = Template.fromStack(stack);
    template.resourceCountIs("AWS::Lambda::Url", 1);
    template.hasResourceProperties("AWS::Lambda::Url", {
      AuthType: "NONE",
      InvokeMode: "BUFFERED",
      Cors: Match.absent(),
    });
    template.hasOutput("ThirdPartyProxyUrl", {});
  }, 30_000); // loading aws-cdk-lib takes seconds on a busy 2-core machine

  it("is declared in the backend and reached by a hosting rewrite", () => {
    const backend = fs.readFileSync("amplify/backend.ts", "utf8");
    expect(backend).toMatch(/thirdPartyProxyFunction,\n\}\);/);
    expect(backend).toContain("addThirdPartyProxyUrl(backend.thirdPartyProxyFunction.resources.lambda)");
    expect(backend).toContain("thirdPartyProxy: { url: thirdPartyProxyUrl.url }");
    const rules = JSON.parse(fs.readFileSync("hosting/redirects.json", "utf8")) as HostingRule[];
    expect(rules[0]).toEqual({ source: "/__third-party-proxy", target: proxyPlaceholder, status: "200" });
    const deployed = withProxyUrl(rules, "https://abc123.lambda-url.us-east-1.on.aws/");
    expect(deployed[0]?.target).toBe("https://abc123.lambda-url.us-east-1.on.aws/");
    expect(deployed.slice(1)).toEqual(rules.slice(1));
    expect(() => withProxyUrl(rules, "http://abc.example/")).toThrow(/https/);
  });
});
