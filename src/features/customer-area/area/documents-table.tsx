import React, { useState } from "react";
import { useLanguage, useTranslation } from "../../../i18n/i18n-context";
import { formStyles } from "../../../components/forms/form-parts";
import { areaStyles as styles } from "./area-shell";
import { fileName, formatBytes, formatDate } from "./documents-format";

export type Item = { path: string; size: number; lastModified?: Date };

/** The customer's files: name, size, date, download, and delete after a confirmation in the row. */
export function DocumentsTable({
  items,
  onDownload,
  onDelete,
}: {
  items: Item[];
  onDownload: (item: Item) => void;
  onDelete: (item: Item) => void;
}) {
  const { t } = useTranslation("conta");
  const language = useLanguage();
  const [confirming, setConfirming] = useState<string | null>(null);
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{t("documents.name")}</th>
          <th scope="col">{t("documents.size")}</th>
          <th scope="col">{t("documents.date")}</th>
          <th scope="col">
            <span className="visually-hidden">{t("documents.actions")}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => {
          const name = fileName(item.path);
          return (
            <tr key={item.path}>
              <td className={styles.fileName} data-label={t("documents.name")}>
                {name}
              </td>
              <td data-label={t("documents.size")}>{formatBytes(item.size, language)}</td>
              <td data-label={t("documents.date")}>{formatDate(item.lastModified, language)}</td>
              <td>
                {confirming === item.path ? (
                  <span role="group" aria-label={t("documents.confirmDelete", { name })}>
                    <span>{t("documents.confirmDelete", { name })} </span>
                    <button
                      type="button"
                      className={formStyles.linkButton}
                      onClick={() => {
                        setConfirming(null);
                        onDelete(item);
                      }}
                    >
                      {t("documents.confirmYes")}
                    </button>{" "}
                    <button type="button" className={formStyles.linkButton} onClick={() => setConfirming(null)}>
                      {t("common.cancel")}
                    </button>
                  </span>
                ) : (
                  <>
                    <button
                      type="button"
                      className={formStyles.linkButton}
                      onClick={() => onDownload(item)}
                      aria-label={t("documents.downloadNamed", { name })}
                    >
                      {t("documents.download")}
                    </button>{" "}
                    <button
                      type="button"
                      className={formStyles.linkButton}
                      onClick={() => setConfirming(item.path)}
                      aria-label={t("documents.deleteNamed", { name })}
                    >
                      {t("documents.delete")}
                    </button>
                  </>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
