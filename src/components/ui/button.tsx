import React from "react";
import { Link } from "./link";
import * as styles from "./button.module.css";

type Common = { variant?: "primary" | "secondary" | "ghost" | "onDark"; size?: "md" | "lg"; className?: string };
type ButtonAsLink = Common & Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string };
type ButtonAsButton = Common & React.ButtonHTMLAttributes<HTMLButtonElement> & { to?: undefined };
export type ButtonProps = ButtonAsLink | ButtonAsButton;

/** A call to action: a link when it has `to`, else a button. */
export function Button({ variant = "primary", size = "md", className, ...rest }: ButtonProps) {
  const classes = [styles.button, styles[variant], styles[size], className].filter(Boolean).join(" ");
  if (rest.to !== undefined) return <Link className={classes} {...(rest as ButtonAsLink)} />;
  const { type = "button", ...buttonProps } = rest as ButtonAsButton;
  return <button type={type} className={classes} {...buttonProps} />;
}
