import React from "react";
import { useSiteSettings } from "../../hooks/use-site-settings";
import { useTranslation } from "../../i18n/i18n-context";
import { Container, Section } from "../ui";
import type { CertificationsSectionContent } from "../../content/page-content-schema";
import { sealLines } from "./seal-lines";
import { SectionHeader } from "./section-header";
import * as styles from "./certification-strip.module.css";

type CertificationStripProps = Omit<CertificationsSectionContent, "type"> & { tone?: "default" | "alt" };

/** A certification's seal: two rings and its name; an image named by the certification. */
function Seal({ name }: { name: string }) {
  const lines = sealLines(name);
  const first = 60 - (lines.length - 1) * 9;
  return (
    <svg
      className={styles.seal}
      viewBox="0 0 120 120"
      width={120}
      height={120}
      role="img"
      aria-label={name}
      focusable="false"
    >
      <circle className={styles.outer} cx={60} cy={60} r={56} />
      <circle className={styles.inner} cx={60} cy={60} r={47} />
      {lines.map((line, index) => (
        <text
          key={index}
          className={index === 0 ? styles.lead : styles.line}
          x={60}
          y={first + index * 18}
          textAnchor="middle"
          dominantBaseline="middle"
          {...(line.length > 9 ? { textLength: 76, lengthAdjust: "spacingAndGlyphs" } : {})}
        >
          {line}
        </text>
      ))}
    </svg>
  );
}

/**
 * The company's certifications (site settings) as seals, each with its certifying body and number, every word in the
 * page's language around the settings' names and numbers. With no certification in the settings the section is left
 * out, heading and all.
 */
export function CertificationStrip({ heading, intro, tone }: CertificationStripProps) {
  const { company } = useSiteSettings();
  const { t } = useTranslation();
  if (company.certifications.length === 0) return null;
  return (
    <Section tone={tone}>
      <Container>
        <SectionHeader heading={heading} intro={intro} />
        <ul className={styles.list}>
          {company.certifications.map((certification) => (
            <li key={certification.number} className={styles.item} data-certification={certification.number}>
              <Seal name={certification.name} />
              <p className={styles.body}>{t("sections.certificationBody", { body: certification.body })}</p>
              <p className={styles.number}>
                {t("sections.certificateNumber")} <span className={styles.code}>{certification.number}</span>
              </p>
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  );
}
