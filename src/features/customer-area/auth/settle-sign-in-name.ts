import { forgetDevice, getCurrentUser } from "aws-amplify/auth";
import { rememberSignInName } from "./sign-in-name";

/**
 * After a sign-in with USER_PASSWORD_AUTH (sign-in-name.ts says why): keeps the account's username for the e-mail,
 * so the next sign-in finds this browser's device keys. Amplify files a new device under the name the sign-in
 * ended with: the username after a challenge (the TOTP code), the name typed when there was none. In that second
 * case, with the e-mail typed, the device just confirmed sits where a sign-in with the username never looks, and
 * would stay in the customer's list as a device nobody can use: it is forgotten at once, and the next sign-in, with
 * the username, registers this browser again. Loaded only when a sign-in succeeds (not on /login/'s first load).
 */
export async function settleSignInName(email: string, directName: string | null): Promise<void> {
  const { username } = await getCurrentUser();
  if (directName !== null && directName !== username) await forgetDevice().catch(() => undefined);
  rememberSignInName(email, username);
}
