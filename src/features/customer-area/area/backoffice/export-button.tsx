import React, { useState } from "react";
import { formStyles } from "../../../../components/forms/form-parts";
import { Button } from "../../../../components/ui";
import { useTranslation } from "../../../../i18n/i18n-context";
import { downloadCsv } from "./csv-download";

/** "Export CSV" of what the page's filters select: busy while the parts download, an alert if it fails. */
export function ExportButton({ path, fileName, label }: { path: string; fileName: string; label: string }) {
  const { t } = useTranslation("backoffice");
  const [state, setState] = useState<"idle" | "busy" | "failed">("idle");
  async function run() {
    setState("busy");
    try {
      await downloadCsv(path, fileName);
      setState("idle");
    } catch {
      setState("failed");
    }
  }
  return (
    <div>
      <Button type="button" variant="secondary" onClick={() => void run()} disabled={state === "busy"}>
        {state === "busy" ? t("export.busy") : label}
      </Button>
      {state === "failed" && (
        <p role="alert" className={formStyles.fieldError}>
          {t("export.failed")}
        </p>
      )}
    </div>
  );
}
