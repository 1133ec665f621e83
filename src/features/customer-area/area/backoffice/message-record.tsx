import React, { useState } from "react";
import { formStyles } from "../../../../components/forms/form-parts";
import { Button } from "../../../../components/ui";
import { formatCnpj } from "../../../../domain/brazil";
import { formatInstant } from "../../../../domain/dates";
import { useLanguage, useTranslation } from "../../../../i18n/i18n-context";
import { callApi } from "../../../backend/api-client";
import { idToken } from "../id-token";
import { DetailsList, optional, type DetailRow } from "../record-details";
import * as opStyles from "../operations.module.css";
import { messagePath, type InboxMessage, type ThreadEntry } from "./backoffice-api";
import * as boStyles from "./backoffice.module.css";

/** One message as the staff read it: who wrote, about what, when, to whom it is assigned; its text and CV. */
export function MessageFacts({ message }: { message: InboxMessage }) {
  const { t } = useTranslation("backoffice");
  const language = useLanguage();
  const rows: DetailRow[] = [
    [t("message.status"), t(`statuses.${message.status}`)],
    [t("message.topic"), t(`topics.${message.topic}`)],
    [t("message.createdAt"), formatInstant(message.createdAt, language)],
    [t("message.from"), `${message.name} · ${message.email}${message.phone ? ` · ${message.phone}` : ""}`],
    ...optional(
      t("message.company"),
      message.company && `${message.company}${message.cnpj ? ` · ${formatCnpj(message.cnpj)}` : ""}`,
    ),
    ...optional(t("message.position"), message.position),
    ...optional(t("message.linkedin"), message.linkedin),
    [t("message.language"), t(`languages.${message.language}`)],
    [
      t("message.assignee"),
      message.assignee ? (message.assignee.email ?? message.assignee.username) : t("inbox.unassigned"),
    ],
  ];
  return (
    <>
      <DetailsList rows={rows} status={message.status} />
      <h2>{t("message.text")}</h2>
      <p className={boStyles.text}>{message.message}</p>
      {message.cvKey && <CvDownload reference={message.reference} name={message.cvName ?? ""} />}
    </>
  );
}

/**
 * The message's thread, oldest first, and "refresh" (a reply's delivery state): `refreshing` is the page's, which
 * reads the message again without touching what is typed in the forms.
 */
export function MessageThread({
  message,
  refreshing,
  refresh,
}: {
  message: InboxMessage;
  refreshing: "idle" | "busy" | "failed";
  refresh: () => void;
}) {
  const { t } = useTranslation("backoffice");
  const thread = message.thread ?? [];
  return (
    <>
      <h2 id="thread-title">{t("thread.title")}</h2>
      {thread.length === 0 ? (
        <p>{t("thread.empty")}</p>
      ) : (
        <ol className={opStyles.history} aria-labelledby="thread-title">
          {thread.map((entry) => (
            <ThreadItem key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
      <p>
        <Button type="button" variant="secondary" onClick={refresh} disabled={refreshing === "busy"}>
          {t("thread.refresh")}
        </Button>
      </p>
      {refreshing === "failed" && (
        <p role="alert" className={formStyles.fieldError}>
          {t("message.failed")}
        </p>
      )}
    </>
  );
}

function ThreadItem({ entry }: { entry: ThreadEntry }) {
  const { t } = useTranslation("backoffice");
  const language = useLanguage();
  const who = entry.byEmail ?? t("thread.someone");
  let what: React.ReactNode;
  switch (entry.kind) {
    case "status":
      what = t("thread.status", { from: t(`statuses.${entry.from}`), to: t(`statuses.${entry.to}`) });
      break;
    case "atribuicao":
      what = entry.assignee
        ? t("thread.assigned", { who: entry.assignee.email ?? entry.assignee.username })
        : t("thread.unassigned");
      break;
    case "nota":
      what = (
        <>
          {t("thread.note")}
          <span className={boStyles.text}>{entry.text}</span>
        </>
      );
      break;
    case "resposta":
      what = (
        <>
          {t("thread.reply")}{" "}
          <span data-delivery={entry.delivery?.state ?? "pending"}>
            ({t(`delivery.${entry.delivery?.state ?? "pending"}`)})
          </span>
          <span className={boStyles.text}>{entry.text}</span>
        </>
      );
      break;
  }
  return (
    <li data-kind={entry.kind}>
      <p>
        <strong>{t(`thread.kinds.${entry.kind}`)}</strong> ·{" "}
        <time dateTime={entry.at}>{formatInstant(entry.at, language)}</time> · {t("thread.by", { who })}
      </p>
      <p>{what}</p>
    </li>
  );
}

/**
 * An application's CV: EquipeAPI signs a GET that works for a few minutes, asked for only when the button is pressed,
 * and the browser saves the file it answers with.
 */
function CvDownload({ reference, name }: { reference: string; name: string }) {
  const { t } = useTranslation("backoffice");
  const [state, setState] = useState<"idle" | "busy" | "failed">("idle");
  const download = async () => {
    setState("busy");
    const answer = await callApi<{ url: string }>("EquipeAPI", `${messagePath(reference)}/cv`, {
      token: await idToken(),
    });
    if (answer.kind !== "ok") return setState("failed");
    setState("idle");
    window.location.assign(answer.body.url);
  };
  return (
    <>
      <h2>{t("message.cv")}</h2>
      <p>
        <Button type="button" variant="secondary" onClick={() => void download()} disabled={state === "busy"}>
          {t("message.cvDownload", { name })}
        </Button>
      </p>
      {state === "failed" && (
        <p role="alert" className={formStyles.fieldError}>
          {t("message.cvFailed")}
        </p>
      )}
    </>
  );
}
