/** cdk-nag's AwsSolutions pack over a synthesis (backend.test.ts, backend-branch.test.ts). */
import { AwsSolutionsChecks } from "cdk-nag";
import type { IConstruct } from "constructs";

/**
 * Every finding of the AwsSolutions pack under `root` that is not acknowledged (`Validations.of(construct)
 * .acknowledge`, amplify/api/nag.ts): "<rule> <construct path>", sorted. cdk-nag 3 is a CDK validation
 * plugin; `validateScope` runs it over the construct tree directly.
 */
export function awsSolutionsFindings(root: IConstruct): string[] {
  const report = new AwsSolutionsChecks(root).validateScope(root);
  return report.violations
    .flatMap((violation) =>
      // cdk-nag 3 names each resource by its construct path (not in CDK's beta type, hence the cast).
      violation.violatingResources.map((resource) => `${violation.ruleName} ${(resource as { constructPath?: string }).constructPath ?? resource.resourceLogicalId}`),
    )
    .sort();
}
