import React from "react";
import type { LocalizedPosition } from "../../content/positions";
import { formatDay } from "../../domain/dates";
import { useLanguage, useTranslation } from "../../i18n/i18n-context";
import * as styles from "./careers.module.css";

/** A position's area, place, kind of contract and closing day, as a short list of terms. */
export function PositionFacts({ position }: { position: LocalizedPosition }) {
  const { t } = useTranslation("gente");
  const language = useLanguage();
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{t("positions.area")}</dt>
        <dd>{position.area}</dd>
      </div>
      <div>
        <dt>{t("positions.location")}</dt>
        <dd>{position.location}</dd>
      </div>
      <div>
        <dt>{t("positions.contract")}</dt>
        <dd>{t(`positions.contracts.${position.kind}`)}</dd>
      </div>
      {position.closingDate && (
        <div>
          <dt>{t("positions.closingLabel")}</dt>
          <dd>{formatDay(position.closingDate, language)}</dd>
        </div>
      )}
    </dl>
  );
}
