import React from "react";
import { Container, Heading, Section, Text } from "../../components/ui";
import { useTranslation } from "../../i18n/i18n-context";
import { partiesForPolicy } from "../third-party/config";
import { partyKeys } from "../../config/party-keys";
import { openConsentPreferences } from "./open-preferences";
import * as styles from "./third-party-table.module.css";

/**
 * The privacy policy's list of third parties and what they keep in the browser, generated from
 * src/config/third-party.json (provider, category, hosts, cookies and retention); purposes from
 * locales/<lang>/consentimento.json (`parties.<key>.purpose`), the legal basis from the party's category
 * (`categories.<category>.basis`). A party added to the configuration shows here.
 */
export function ThirdPartyTable({ tone }: { tone?: "default" | "alt" }) {
  const { t } = useTranslation("consentimento");
  const parties = partiesForPolicy();
  return (
    <Section tone={tone} aria-labelledby="third-parties">
      <Container size="wide">
        <Heading level={2} id="third-parties">
          {t("table.title")}
        </Heading>
        <Text style={{ marginTop: "var(--space-4)" }}>{t("table.intro")}</Text>
        <div className={styles.scroll} tabIndex={0} role="region" aria-labelledby="third-parties-caption">
          <table className={styles.table} data-third-party-table="">
            <caption id="third-parties-caption">{t("table.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("table.provider")}</th>
                <th scope="col">{t("table.category")}</th>
                <th scope="col">{t("table.purpose")}</th>
                <th scope="col">{t("table.basis")}</th>
                <th scope="col">{t("table.cookies")}</th>
                <th scope="col">{t("table.hosts")}</th>
              </tr>
            </thead>
            <tbody>
              {partyKeys.map((key) => {
                const party = parties[key];
                return (
                  <tr key={key} data-party={key}>
                    <th scope="row">{party.name}</th>
                    <td>{t(`categories.${party.category}.name`)}</td>
                    <td>{t(`parties.${key}.purpose`)}</td>
                    <td>{t(`categories.${party.category}.basis`)}</td>
                    <td>
                      {party.cookies.length === 0 ? (
                        t("table.none")
                      ) : (
                        <ul className={styles.list}>
                          {party.cookies.map((cookie) => (
                            <li key={cookie.name}>
                              <code>{cookie.name}</code>:{" "}
                              {cookie.retentionDays === null
                                ? t("table.untilCleared")
                                : t("table.days", { count: cookie.retentionDays })}
                            </li>
                          ))}
                        </ul>
                      )}
                    </td>
                    <td>
                      {party.hosts.length === 0 ? (
                        t("table.ownServers")
                      ) : (
                        <ul className={styles.list}>
                          {party.hosts.map((host) => (
                            <li key={host}>{new URL(host).host}</li>
                          ))}
                        </ul>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <button
          type="button"
          className={styles.change}
          onClick={(event) => openConsentPreferences(event.currentTarget)}
        >
          {t("table.change")}
        </button>
      </Container>
    </Section>
  );
}
