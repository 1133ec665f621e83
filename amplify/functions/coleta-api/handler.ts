import { commonRoutes } from "../shared/common-routes";
import { createHandler } from "../shared/router";
import { coletaApi } from "./routes";

export const handler = createHandler(coletaApi, {
  ...commonRoutes(coletaApi.name),
});
