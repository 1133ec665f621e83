import React, { useCallback, useState } from "react";
import { Link } from "../../../../components/ui";
import { useLanguage, useTranslation } from "../../../../i18n/i18n-context";
import { callApi } from "../../../backend/api-client";
import { areaStyles as styles } from "../area-shell";
import { idToken } from "../id-token";
import { settle, useLoad } from "../load-state";
import { LoadView } from "../load-view";
import { messagePath, type InboxMessage } from "./backoffice-api";
import { MessageActions } from "./message-actions";
import { MessageFacts, MessageThread } from "./message-record";
import { BackofficeNotAllowed, Checking } from "./not-allowed";

/**
 * `/area-cliente/mensagens/{reference}/`: one message (message-record.tsx), its thread, and the forms that add to it
 * (message-actions.tsx).
 */
export function MessageDetail({ reference, allowed }: { reference: string; allowed: boolean | null }) {
  const { t } = useTranslation("backoffice");
  const language = useLanguage();
  const fetchMessage = useCallback(
    async () =>
      settle(
        await callApi<InboxMessage>("EquipeAPI", `${messagePath(reference)}?language=${language}`, {
          token: await idToken(),
        }),
        ["forbidden", "missing"],
      ),
    [reference, language],
  );
  const { state: loaded, set: setLoaded, reload, current } = useLoad(fetchMessage, allowed === true);
  const onDone = useCallback((record: InboxMessage) => setLoaded({ status: "ready", value: record }), [setLoaded]);
  const [refreshing, setRefreshing] = useState<"idle" | "busy" | "failed">("idle");
  /** The thread again (a reply's delivery state), the forms and what is typed in them left as they are. */
  const refresh = useCallback(async () => {
    const same = current();
    setRefreshing("busy");
    const settled = await fetchMessage().catch(() => ({ status: "failed" }) as const);
    if (!same()) return;
    if (settled.status === "ready" || settled.status === "forbidden" || settled.status === "missing")
      setLoaded(settled);
    setRefreshing(settled.status === "failed" ? "failed" : "idle");
  }, [current, fetchMessage, setLoaded]);

  if (allowed === null) return <Checking />;
  if (allowed === false || loaded.status === "forbidden") return <BackofficeNotAllowed />;

  const shown = loaded.status === "ready" ? loaded.value.reference : reference;
  return (
    <>
      <h1 className={styles.title}>{t("message.title", { reference: shown })}</h1>
      <LoadView state={loaded} reload={reload} missing={t("message.missing")} failed={t("message.failed")}>
        {(message) => (
          <>
            <MessageFacts message={message} />
            <MessageThread message={message} refreshing={refreshing} refresh={() => void refresh()} />
            <MessageActions message={message} onDone={onDone} />
          </>
        )}
      </LoadView>
      <p>
        <Link to="/area-cliente/mensagens/">{t("message.back")}</Link>
      </p>
    </>
  );
}
