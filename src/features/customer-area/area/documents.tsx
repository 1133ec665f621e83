import React, { useCallback, useEffect, useRef, useState } from "react";
import { getUrl, isCancelError, list, remove, uploadData, type UploadDataWithPathOutput } from "aws-amplify/storage";
import { Button } from "../../../components/ui";
import { useLanguage, useTranslation } from "../../../i18n/i18n-context";
import { FormMessage, formStyles } from "../../../components/forms/form-parts";
import { areaStyles as styles } from "./area-shell";
import { MAX_UPLOAD_BYTES } from "../../../domain/storage-limits";
import { fileName, formatBytes } from "./documents-format";
import { DocumentsTable, type Item } from "./documents-table";

const privatePrefix = ({ identityId }: { identityId?: string }) => `private/${identityId}/`;

/**
 * `/area-cliente/documentos/`: the customer's own files in `private/{identity}/`. Uploads show their progress
 * (Amplify sends files over 5 MiB in parts) and can be cancelled; downloads go through a signed URL.
 */
export function Documents() {
  const { t } = useTranslation("conta");
  const language = useLanguage();
  const [items, setItems] = useState<Item[] | null>(null);
  const [listError, setListError] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<{ error?: string; notice?: string }>({});
  const task = useRef<UploadDataWithPathOutput | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const refresh = useCallback(async () => {
    try {
      const result = await list({ path: privatePrefix, options: { listAll: true } });
      const sorted = result.items
        .filter((item) => !item.path.endsWith("/"))
        .map((item) => ({ path: item.path, size: item.size ?? 0, lastModified: item.lastModified }))
        .sort((a, b) => (b.lastModified?.getTime() ?? 0) - (a.lastModified?.getTime() ?? 0));
      setItems(sorted);
      setListError(false);
    } catch {
      setListError(true);
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  async function onUpload(event: React.FormEvent) {
    event.preventDefault();
    if (!file || task.current) return;
    // The bucket's limit (src/domain/storage-limits.ts), which the server enforces too.
    if (file.size > MAX_UPLOAD_BYTES) {
      setMessage({ error: t("documents.tooLarge", { size: formatBytes(MAX_UPLOAD_BYTES, language) }) });
      return;
    }
    setMessage({});
    setProgress(0);
    const name = file.name.replace(/[\\/]/g, "_");
    const upload = uploadData({
      path: ({ identityId }) => `${privatePrefix({ identityId })}${name}`,
      data: file,
      options: {
        contentType: file.type || "application/octet-stream",
        onProgress: ({ transferredBytes, totalBytes }) => {
          if (totalBytes) setProgress(Math.round((transferredBytes / totalBytes) * 100));
        },
      },
    });
    task.current = upload;
    try {
      await upload.result;
      setProgress(100);
      setMessage({ notice: t("documents.uploaded", { name }) });
      setFile(null);
      if (input.current) input.current.value = "";
      await refresh();
    } catch (error) {
      setMessage({ error: t(isCancelError(error) ? "documents.cancelled" : "documents.uploadFailed") });
    } finally {
      task.current = null;
      setProgress(null);
    }
  }

  async function onDownload(item: Item) {
    setMessage({});
    try {
      const { url } = await getUrl({
        path: item.path,
        options: {
          expiresIn: 900,
          contentDisposition: `attachment; filename="${encodeURIComponent(fileName(item.path))}"`,
        },
      });
      const link = document.createElement("a");
      link.href = url.toString();
      link.download = fileName(item.path);
      link.rel = "noopener";
      document.body.append(link);
      link.click();
      link.remove();
    } catch {
      setMessage({ error: t("documents.downloadFailed") });
    }
  }

  async function onDelete(item: Item) {
    try {
      await remove({ path: item.path });
      setMessage({ notice: t("documents.deleted", { name: fileName(item.path) }) });
      await refresh();
    } catch {
      setMessage({ error: t("documents.deleteFailed") });
    }
  }

  return (
    <>
      <h1 className={styles.title}>{t("documents.title")}</h1>
      <p className={styles.lead}>{t("documents.lead")}</p>

      <section className={styles.block} aria-labelledby="documents-upload">
        <h2 id="documents-upload">{t("documents.uploadTitle")}</h2>
        <form method="post" className={styles.upload} onSubmit={onUpload}>
          <label className={formStyles.label} htmlFor="documents-file">
            {t("documents.choose")}
          </label>
          <input
            id="documents-file"
            ref={input}
            type="file"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            disabled={progress !== null}
          />
          {progress !== null && (
            <div role="status">
              <progress
                className={styles.progress}
                max={100}
                value={progress}
                aria-label={t("documents.progressLabel")}
              />
              <span>{t("documents.progress", { percent: progress })}</span>
            </div>
          )}
          <div className={formStyles.actions}>
            <Button type="submit" disabled={!file || progress !== null}>
              {t("documents.upload")}
            </Button>
            {progress !== null && (
              <Button variant="secondary" onClick={() => task.current?.cancel()}>
                {t("documents.cancel")}
              </Button>
            )}
          </div>
        </form>
      </section>

      <FormMessage error={message.error} notice={message.notice} />

      <section className={styles.block} aria-labelledby="documents-list">
        <h2 id="documents-list">{t("documents.listTitle")}</h2>
        {listError && (
          <p role="alert" className={styles.danger}>
            {t("documents.listFailed")}{" "}
            <button type="button" className={formStyles.linkButton} onClick={() => void refresh()}>
              {t("common.retry")}
            </button>
          </p>
        )}
        {items === null && !listError && <p>{t("common.loading")}</p>}
        {items?.length === 0 && <p>{t("documents.empty")}</p>}
        {items && items.length > 0 && (
          <DocumentsTable
            items={items}
            onDownload={(item) => void onDownload(item)}
            onDelete={(item) => void onDelete(item)}
          />
        )}
      </section>
    </>
  );
}
