import React from "react";
import { graphql } from "gatsby";
import { editoriaBar, type EditoriaSummary } from "../../content/editoria-bar";
import { languageTags } from "../../config/languages";
import { useTranslation } from "../../i18n/i18n-context";
import { Link } from "../ui";
import * as styles from "./editoria-bar.module.css";

/** What the bar needs of each editoria, for every page that shows it. */
export const editoriaBarFragment = graphql`
  fragment EditoriaBarItem on Editoria {
    slug
    nome
    position
  }
`;

type EditoriaBarProps = { editorias: readonly EditoriaSummary[]; current?: string };

/** 'Todos' then each editoria; the current one is marked for assistive technology and by style. */
export function EditoriaBar({ editorias, current = "all" }: EditoriaBarProps) {
  const { t, language } = useTranslation("blog");
  const items = editoriaBar(editorias, t("list.all"), languageTags[language].htmlLang);
  return (
    <nav aria-label={t("list.editorias")} className={styles.bar} data-pagefind-ignore="all">
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.key}>
            <Link
              to={item.to}
              className={styles.link}
              aria-current={item.key === current ? "page" : undefined}
              data-editoria={item.key}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
