import React from "react";
import type { Language } from "../config/languages";

/** Simplified national flags for the language switcher (decorative: the link has the language's name). */
const flags: Record<Language, React.ReactNode> = {
  pt: (
    <>
      <rect width="30" height="20" fill="#229e45" />
      <path d="M15 2.5 27.5 10 15 17.5 2.5 10z" fill="#f8e509" />
      <circle cx="15" cy="10" r="4.6" fill="#2b49a3" />
      <path d="M10.6 9.2c3-.8 6.3-.3 8.9 1.3" stroke="#fff" strokeWidth="0.9" fill="none" />
    </>
  ),
  en: (
    <>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0 0l30 20M30 0 0 20" stroke="#fff" strokeWidth="4" />
      <path d="M0 0l30 20M30 0 0 20" stroke="#c8102e" strokeWidth="1.6" />
      <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6" />
      <path d="M15 0v20M0 10h30" stroke="#c8102e" strokeWidth="3.4" />
    </>
  ),
  es: (
    <>
      <rect width="30" height="20" fill="#aa151b" />
      <rect y="5" width="30" height="10" fill="#f1bf00" />
    </>
  ),
};

export function Flag({ language }: { language: Language }) {
  return (
    <svg width="30" height="20" viewBox="0 0 30 20" aria-hidden="true" focusable="false">
      {flags[language]}
    </svg>
  );
}
