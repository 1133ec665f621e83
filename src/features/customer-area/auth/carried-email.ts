/**
 * The e-mail a visitor already typed travels with them between the account pages (sign-up → confirmation →
 * sign-in, sign-in ↔ password reset, sign-in ↔ sign-up) as `?email=`, so they never type it twice.
 */
export function emailFrom(search: string): string {
  return (new URLSearchParams(search).get("email") ?? "").trim();
}

/** `path` (already in the visitor's language) with the e-mail and any other flags in its query string. */
export function withEmail(path: string, email: string, flags: Record<string, string> = {}): string {
  const query = new URLSearchParams(flags);
  if (email.trim()) query.set("email", email.trim());
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
