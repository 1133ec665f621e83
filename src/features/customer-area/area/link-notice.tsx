import React, { useEffect, useState } from "react";
import { useTranslation } from "../../../i18n/i18n-context";
import { formStyles } from "../../../components/forms/form-parts";
import { onLinkOutcome, takeLinkProblem, type LinkProblem } from "../link-problem";
import * as styles from "./area.module.css";

/**
 * Tells the customer, at the top of the area, that the requests they sent without an account could not be linked
 * at sign-in (../link-problem.ts): their e-mail is not verified, or the backend did not answer. Shown once, until
 * dismissed.
 */
export function LinkNotice() {
  const { t } = useTranslation("conta");
  const [problem, setProblem] = useState<LinkProblem | null>(null);

  useEffect(() => {
    setProblem(takeLinkProblem());
    return onLinkOutcome(setProblem);
  }, []);

  if (!problem) return null;
  return (
    <div className={`${formStyles.alert} ${styles.linkNotice}`}>
      <p role="alert">{t(`linkRequests.${problem}`)}</p>
      <button type="button" className={formStyles.linkButton} onClick={() => setProblem(null)}>
        {t("linkRequests.dismiss")}
      </button>
    </div>
  );
}
