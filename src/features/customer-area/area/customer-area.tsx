import React from "react";
import { stripLanguage } from "../../../i18n/paths";
import { useTranslation } from "../../../i18n/i18n-context";
import { Link } from "../../../components/ui";
import { formStyles } from "../../../components/forms/form-parts";
import { AreaShell, areaStyles } from "./area-shell";
import { lazySection } from "./lazy-section";
import { useCustomer } from "./use-customer";
import { inGroups, isOperator, useStaffGroups } from "./operator";
import { deadLetterGroups, inboxGroups, surveyGroups, teamGroups } from "./sections";

// The dashboard comes with the page; every other section loads its own code (Storage, QR codes, forms) when shown.
// Every section, the dashboard too, brings its code when shown: the operations pages (the heaviest, with their
// forms) then carry none of the dashboard's, and the dashboard none of theirs.
const Dashboard = lazySection(() =>
  import(/* webpackChunkName: "area-dashboard" */ "./dashboard").then((module) => module.Dashboard),
);
const Documents = lazySection(() =>
  import(/* webpackChunkName: "area-documents" */ "./documents").then((module) => module.Documents),
);
const Profile = lazySection(() =>
  import(/* webpackChunkName: "area-profile" */ "./profile").then((module) => module.Profile),
);
const MyData = lazySection(() =>
  import(/* webpackChunkName: "area-my-data" */ "./my-data").then((module) => module.MyData),
);
const Requests = lazySection(() =>
  import(/* webpackChunkName: "area-requests" */ "./requests").then((module) => module.Requests),
);
const RequestDetail = lazySection(() =>
  import(/* webpackChunkName: "area-request-detail" */ "./request-detail").then((module) => module.RequestDetail),
);
const Survey = lazySection(() =>
  import(/* webpackChunkName: "area-survey" */ "./survey").then((module) => module.Survey),
);
const Operations = lazySection(() =>
  import(/* webpackChunkName: "area-operations" */ "./operations").then((module) => module.Operations),
);
const OperationDetail = lazySection(() =>
  import(/* webpackChunkName: "area-operation-detail" */ "./operation-detail").then((module) => module.OperationDetail),
);
// The staff's back-office (inbox, message, survey results, team, dead letters): one chunk for all five pages.
const Inbox = lazySection(() =>
  import(/* webpackChunkName: "area-backoffice" */ "./backoffice").then((module) => module.Inbox),
);
const MessageDetail = lazySection(() =>
  import(/* webpackChunkName: "area-backoffice" */ "./backoffice").then((module) => module.MessageDetail),
);
const SurveyResults = lazySection(() =>
  import(/* webpackChunkName: "area-backoffice" */ "./backoffice").then((module) => module.SurveyResults),
);
const Team = lazySection(() =>
  import(/* webpackChunkName: "area-backoffice" */ "./backoffice").then((module) => module.Team),
);
const DeadLetters = lazySection(() =>
  import(/* webpackChunkName: "area-backoffice" */ "./backoffice").then((module) => module.DeadLetters),
);

/** Everything below /area-cliente/ (a client-only route): the session check, then the section asked for. */
export function CustomerArea({ pathname }: { pathname: string }) {
  const { t } = useTranslation("conta");
  const state = useCustomer(pathname);
  const groups = useStaffGroups(state.status === "ready");
  const operator = groups === null ? null : isOperator(groups);
  const path = stripLanguage(pathname).replace(/\/?$/, "/");

  if (state.status === "loading") {
    return (
      <>
        <h1 className="visually-hidden">{t("area.navLabel")}</h1>
        <p className={formStyles.loading} role="status">
          {t("common.loading")}
        </p>
      </>
    );
  }
  if (state.status === "error") {
    return (
      <>
        <h1 className="visually-hidden">{t("area.navLabel")}</h1>
        <p className={formStyles.loading} role="alert">
          {t("errors.unavailable")}
        </p>
      </>
    );
  }

  const { customer, refresh } = state;
  const detail = /^\/area-cliente\/pedidos\/([^/]+)\/$/.exec(path);
  const survey = /^\/area-cliente\/pesquisa\/([^/]+)\/$/.exec(path);
  const operation = /^\/area-cliente\/operacao\/([^/]+)\/$/.exec(path);
  const message = /^\/area-cliente\/mensagens\/([^/]+)\/$/.exec(path);
  let content: React.ReactNode;
  if (path === "/area-cliente/") content = <Dashboard customer={customer} />;
  else if (path === "/area-cliente/perfil/") content = <Profile customer={customer} refresh={refresh} />;
  else if (path === "/area-cliente/documentos/") content = <Documents />;
  else if (path === "/area-cliente/meus-dados/") content = <MyData />;
  else if (path === "/area-cliente/pedidos/") content = <Requests />;
  else if (detail) content = <RequestDetail protocol={detail[1]} />;
  else if (survey) content = <Survey protocol={survey[1]} />;
  else if (path === "/area-cliente/operacao/") content = <Operations operator={operator} />;
  else if (operation) content = <OperationDetail protocol={decodeURIComponent(operation[1])} operator={operator} />;
  else if (path === "/area-cliente/mensagens/")
    content = <Inbox allowed={inGroups(groups, inboxGroups)} groups={groups ?? []} />;
  else if (message)
    content = <MessageDetail reference={decodeURIComponent(message[1])} allowed={inGroups(groups, inboxGroups)} />;
  else if (path === "/area-cliente/pesquisas/") content = <SurveyResults allowed={inGroups(groups, surveyGroups)} />;
  else if (path === "/area-cliente/equipe/") content = <Team allowed={inGroups(groups, teamGroups)} />;
  else if (path === "/area-cliente/avisos-falhos/")
    content = <DeadLetters allowed={inGroups(groups, deadLetterGroups)} />;
  else {
    content = (
      <>
        <h1 className={areaStyles.title}>{t("area.notFoundTitle")}</h1>
        <p>
          <Link to="/area-cliente/">{t("area.notFoundLink")}</Link>
        </p>
      </>
    );
  }
  const section = detail
    ? "/area-cliente/pedidos/"
    : survey
      ? "/area-cliente/pedidos/"
      : operation
        ? "/area-cliente/operacao/"
        : message
          ? "/area-cliente/mensagens/"
          : path;
  return (
    <AreaShell current={section} groups={groups ?? []}>
      {content}
    </AreaShell>
  );
}
