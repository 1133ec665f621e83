import { commonRoutes } from "../shared/common-routes";
import { createHandler } from "../shared/router";
import { pesquisaApi } from "./routes";

export const handler = createHandler(pesquisaApi, {
  ...commonRoutes(pesquisaApi.name),
});
