/** cdk-nag's AwsSolutions pack over a synthesis (backend.test.ts, backend-branch.test.ts). */
import type { IConstruct } from "constructs";
import { acknowledgeNagFindings, nagAcknowledgments } from "../api/nag";
import { coletaApi } from "../functions/coleta-api/routes";
import { contatoApi } from "../functions/contato-api/routes";
import { equipeApi } from "../functions/equipe-api/routes";
import { pesquisaApi } from "../functions/pesquisa-api/routes";
import { pushApi } from "../functions/push-api/routes";

/**
 * Every AwsSolutions finding under `root` that is neither fixed nor acknowledged (amplify/api/nag.ts, applied here
 * on each finding's construct): "<rule> <construct path>", sorted.
 */
export function awsSolutionsFindings(root: IConstruct, options: { sandbox: boolean }): string[] {
  return acknowledgeNagFindings(
    root,
    nagAcknowledgments([coletaApi, pesquisaApi, contatoApi, pushApi, equipeApi], options),
  );
}
