import React, { useCallback, useState } from "react";
import {
  ADMINISTRATORS_GROUP,
  OPERATORS_GROUP,
  userPoolGroups,
  type StaffGroup,
} from "../../../../domain/staff-groups";
import { Field, FormMessage, Submit, formStyles } from "../../../../components/forms/form-parts";
import { Button } from "../../../../components/ui";
import { inviteSchema, type StaffMemberView } from "../../../../domain/backoffice";
import { useLanguage, useTranslation } from "../../../../i18n/i18n-context";
import { callApi } from "../../../backend/api-client";
import { areaStyles as styles } from "../area-shell";
import { idToken } from "../id-token";
import { settle, useLoad } from "../load-state";
import * as opStyles from "../operations.module.css";
import { loadOperatingBases, type OperatingBases } from "../operations-api";
import { BackofficeNotAllowed, Checking } from "./not-allowed";
import * as boStyles from "./backoffice.module.css";

type Outcome =
  { kind: "idle" } | { kind: "busy" } | { kind: "done"; message: string } | { kind: "failed"; message: string };

/** The API's first error message (already in the page's language), or a translated fallback. */
function firstError(body: unknown, fallback: string): string {
  const errors = (body as { errors?: { message?: string }[] } | null)?.errors;
  return Array.isArray(errors) && typeof errors[0]?.message === "string" ? errors[0].message : fallback;
}

/** `/area-cliente/equipe/` (administrators): the staff, an invitation, and each member's groups. */
export function Team({ allowed }: { allowed: boolean | null }) {
  const { t } = useTranslation("backoffice");
  const language = useLanguage();
  const { state, set, reload } = useLoad(
    useCallback(
      async () =>
        settle(
          await callApi<{ items: StaffMemberView[] }>("EquipeAPI", `/equipe?language=${language}`, {
            token: await idToken(),
          }),
          ["forbidden"],
        ),
      [language],
    ),
    allowed === true,
  );
  // The operating bases, for the bases of operators and administrators (none when they cannot be read).
  const { state: basesState } = useLoad(loadOperatingBases, allowed === true);
  const bases = basesState.status === "ready" ? basesState.value.items : [];
  const replace = useCallback(
    (member: StaffMemberView) =>
      set((previous) => {
        if (previous.status !== "ready") return previous;
        const others = previous.value.items.filter((item) => item.username !== member.username);
        const items = [...others, member].sort((a, b) => (a.email ?? "").localeCompare(b.email ?? ""));
        return { status: "ready", value: { items } };
      }),
    [set],
  );

  if (allowed === null) return <Checking />;
  if (allowed === false || state.status === "forbidden") return <BackofficeNotAllowed />;

  return (
    <>
      <h1 className={styles.title}>{t("team.title")}</h1>
      <p className={styles.lead}>{t("team.lead")}</p>
      <Invite onDone={replace} />
      <h2 id="team-list">{t("team.members")}</h2>
      {state.status === "loading" && <p role="status">{t("common.loading")}</p>}
      {state.status === "failed" && (
        <div role="alert">
          <p className={styles.danger}>{t("team.failed")}</p>
          <Button type="button" onClick={reload}>
            {t("common.retry")}
          </Button>
        </div>
      )}
      {state.status === "ready" && (
        <ul className={opStyles.list} aria-labelledby="team-list">
          {state.value.items.map((member) => (
            <MemberItem
              key={`${member.username}-${member.groups.join(",")}-${member.bases.join(",")}`}
              member={member}
              bases={bases}
              onDone={replace}
            />
          ))}
        </ul>
      )}
    </>
  );
}

/** Checkboxes for a set of values, kept in the options' order (a member's groups, their bases). */
function Choices<T extends string>({
  legend,
  options,
  chosen,
  onChange,
  name,
}: {
  legend: string;
  options: readonly { value: T; label: string }[];
  chosen: readonly T[];
  onChange: (values: T[]) => void;
  name: string;
}) {
  return (
    <fieldset className={boStyles.groups}>
      <legend>{legend}</legend>
      {options.map(({ value, label }) => (
        <label key={value}>
          <input
            type="checkbox"
            name={name}
            value={value}
            checked={chosen.includes(value)}
            onChange={(event) =>
              onChange(
                options
                  .map((option) => option.value)
                  .filter((v) => (v === value ? event.target.checked : chosen.includes(v))),
              )
            }
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}

function GroupChoices(props: {
  legend: string;
  chosen: readonly StaffGroup[];
  onChange: (groups: StaffGroup[]) => void;
  name: string;
}) {
  const { t } = useTranslation("backoffice");
  return (
    <Choices {...props} options={userPoolGroups.map((group) => ({ value: group, label: t(`groups.${group}`) }))} />
  );
}

function Invite({ onDone }: { onDone: (member: StaffMemberView) => void }) {
  const { t } = useTranslation("backoffice");
  const language = useLanguage();
  const [email, setEmail] = useState("");
  const [name, setName] = useState("");
  const [groups, setGroups] = useState<StaffGroup[]>([]);
  const [outcome, setOutcome] = useState<Outcome>({ kind: "idle" });
  const [invalid, setInvalid] = useState<string | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const body = { email: email.trim(), ...(name.trim() ? { name: name.trim() } : {}), groups };
    const checked = inviteSchema.safeParse(body);
    if (!checked.success) {
      setInvalid(t(groups.length === 0 ? "team.invite.chooseGroup" : "team.invite.invalid"));
      return;
    }
    setInvalid(null);
    setOutcome({ kind: "busy" });
    try {
      const result = await callApi<{ member: StaffMemberView; invited: boolean }>(
        "EquipeAPI",
        `/equipe?language=${language}`,
        { method: "POST", body, token: await idToken() },
      );
      if (result.kind !== "ok")
        return setOutcome({
          kind: "failed",
          message: result.kind === "rejected" ? firstError(result.body, t("team.refused")) : t("team.unavailable"),
        });
      onDone(result.body.member);
      setOutcome({
        kind: "done",
        message: t(result.body.invited ? "team.invite.sent" : "team.invite.existing", { email: body.email }),
      });
      setEmail("");
      setName("");
      setGroups([]);
    } catch {
      setOutcome({ kind: "failed", message: t("team.unavailable") });
    }
  }

  return (
    <section className={opStyles.action} aria-labelledby="bo-invite-title">
      <h2 id="bo-invite-title">{t("team.invite.title")}</h2>
      <form className={formStyles.form} noValidate onSubmit={(event) => void submit(event)}>
        <Field
          id="bo-invite-email"
          label={t("team.invite.email")}
          type="email"
          autoComplete="off"
          required
          maxLength={254}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Field
          id="bo-invite-name"
          label={t("team.invite.name")}
          autoComplete="off"
          maxLength={120}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <GroupChoices legend={t("team.groupsLegend")} name="invite-groups" chosen={groups} onChange={setGroups} />
        {invalid && <FormMessage error={invalid} />}
        {outcome.kind === "failed" && <FormMessage error={outcome.message} />}
        {outcome.kind === "done" && <FormMessage notice={outcome.message} />}
        <Submit busy={outcome.kind === "busy"} label={t("team.invite.submit")} busyLabel={t("common.wait")} />
      </form>
    </section>
  );
}

function MemberItem({
  member,
  bases,
  onDone,
}: {
  member: StaffMemberView;
  bases: OperatingBases["items"];
  onDone: (member: StaffMemberView) => void;
}) {
  const { t } = useTranslation("backoffice");
  const language = useLanguage();
  const [groups, setGroups] = useState<StaffGroup[]>(member.groups);
  const [memberBases, setMemberBases] = useState<string[]>(member.bases);
  const [outcome, setOutcome] = useState<Outcome>({ kind: "idle" });
  const label = member.email ?? member.username;
  const operates = member.groups.some((group) => group === OPERATORS_GROUP || group === ADMINISTRATORS_GROUP);

  /** PUT of one of the member's settings (`grupos`, `bases`); the answer replaces the member in the list. */
  async function save(event: React.FormEvent, what: "grupos" | "bases", body: Record<string, unknown>) {
    event.preventDefault();
    setOutcome({ kind: "busy" });
    try {
      const result = await callApi<{ member: StaffMemberView }>(
        "EquipeAPI",
        `/equipe/${encodeURIComponent(member.username)}/${what}?language=${language}`,
        { method: "PUT", body, token: await idToken() },
      );
      if (result.kind !== "ok")
        return setOutcome({
          kind: "failed",
          message: result.kind === "rejected" ? firstError(result.body, t("team.refused")) : t("team.unavailable"),
        });
      onDone(result.body.member);
    } catch {
      setOutcome({ kind: "failed", message: t("team.unavailable") });
    }
  }

  return (
    <li className={opStyles.item} data-member={member.email ?? member.username}>
      <p className={opStyles.itemHead}>
        <span>{label}</span>
        <span className={opStyles.badge}>
          {t(
            member.status === "FORCE_CHANGE_PASSWORD"
              ? "team.invited"
              : member.enabled
                ? "team.active"
                : "team.disabled",
          )}
        </span>
      </p>
      {member.name && <p className={opStyles.company}>{member.name}</p>}
      <form
        className={formStyles.form}
        noValidate
        onSubmit={(event) => void save(event, "grupos", { groups })}
        aria-label={t("team.groupsOf", { who: label })}
      >
        <GroupChoices
          legend={t("team.groupsOf", { who: label })}
          name={`groups-${member.username}`}
          chosen={groups}
          onChange={setGroups}
        />
        {outcome.kind === "failed" && <FormMessage error={outcome.message} />}
        <Submit busy={outcome.kind === "busy"} label={t("team.save")} busyLabel={t("common.wait")} />
      </form>
      {operates && bases.length > 0 && (
        <form
          className={formStyles.form}
          noValidate
          onSubmit={(event) => void save(event, "bases", { bases: memberBases })}
          aria-label={t("team.basesOf", { who: label })}
        >
          <Choices
            legend={t("team.basesOf", { who: label })}
            name={`bases-${member.username}`}
            options={bases.map((base) => ({ value: base.id, label: `${base.name} (${base.uf})` }))}
            chosen={memberBases}
            onChange={setMemberBases}
          />
          <Submit busy={outcome.kind === "busy"} label={t("team.saveBases")} busyLabel={t("common.wait")} />
        </form>
      )}
    </li>
  );
}
