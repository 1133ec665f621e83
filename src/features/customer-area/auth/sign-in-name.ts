/**
 * The name this browser signs in with for an e-mail. Amplify keeps a remembered device's keys under the account's
 * username (its `sub`, which Cognito answers in the first challenge), but with USER_PASSWORD_AUTH (the local
 * backend's flow: cognito-local has no SRP) it looks them up under the name typed, so an e-mail would never find
 * them and the device would never be recognised. After a sign-in this browser keeps the account's username for the
 * e-mail and signs in with it; Cognito accepts either. With SRP (AWS) the lookup already uses the username and the
 * e-mail is sent as typed. The pair stays in this browser's localStorage beside Amplify's own keys, which already
 * name the username.
 */
const prefix = "circulare.signInName.";

const keyFor = (email: string) => `${prefix}${email.trim().toLowerCase()}`;

export function signInNameFor(email: string): string {
  try {
    return localStorage.getItem(keyFor(email)) ?? email;
  } catch {
    return email;
  }
}

export function rememberSignInName(email: string, username: string): void {
  if (!email || !username || email === username) return;
  try {
    localStorage.setItem(keyFor(email), username);
  } catch {
    // Storage refused (private mode): the device will not be recognised, nothing else changes.
  }
}

export function forgetSignInName(email: string): void {
  try {
    localStorage.removeItem(keyFor(email));
  } catch {
    // nothing kept
  }
}
