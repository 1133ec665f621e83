/**
 * Cognito's and Amplify's errors → a key under `conta:errors.` the visitor can act on, in their language.
 * Cognito names its exceptions (`error.name`); a few share a name and differ by message.
 */
const byName: Record<string, string> = {
  NotAuthorizedException: "wrongPassword",
  UserNotFoundException: "unknownUser",
  UserNotConfirmedException: "notConfirmed",
  CodeMismatchException: "wrongCode",
  ExpiredCodeException: "expiredCode",
  LimitExceededException: "tooManyAttempts",
  TooManyRequestsException: "tooManyAttempts",
  TooManyFailedAttemptsException: "tooManyAttempts",
  InvalidPasswordException: "weakPassword",
  UsernameExistsException: "emailInUse",
  AliasExistsException: "emailInUse",
  EnableSoftwareTokenMFAException: "wrongCode",
  CodeDeliveryFailureException: "codeDelivery",
  UserAlreadyAuthenticatedException: "alreadySignedIn",
  PasswordResetRequiredException: "resetRequired",
  // Amplify's own checks before any request (SPEC.md §5 and §8).
  EmptySignInUsername: "emptyEmail",
  EmptySignUpUsername: "emptyEmail",
  EmptyConfirmSignUpUsername: "emptyEmail",
  EmptyResetPasswordUsername: "emptyEmail",
  EmptySignInPassword: "emptyPassword",
  EmptySignUpPassword: "emptyPassword",
  EmptyConfirmResetPasswordNewPassword: "emptyPassword",
  EmptyConfirmSignUpCode: "emptyCode",
  EmptyConfirmResetPasswordConfirmationCode: "emptyCode",
  EmptyChallengeResponse: "emptyCode",
  UserUnAuthenticatedException: "sessionExpired",
  NetworkError: "network",
  // Our own: /amplify_outputs.json could not be loaded (amplify-setup.ts).
  BackendUnavailable: "unavailable",
};

/** `signIn`: errors raised while signing in, where a rejected password means a wrong one, not a weak one. */
export type AuthContext = "signIn" | "other";

export function authErrorKey(error: unknown, context: AuthContext = "other"): string {
  const { name = "", message = "" } = (error ?? {}) as { name?: string; message?: string };
  // cognito-local answers a wrong password with InvalidPasswordException; Cognito with NotAuthorizedException.
  if (context === "signIn" && name === "InvalidPasswordException") return "wrongPassword";
  if (name === "NotAuthorizedException" && /attempts exceeded/i.test(message)) return "tooManyAttempts";
  if (name === "NotAuthorizedException" && /disabled/i.test(message)) return "disabled";
  // GlobalSignOut (here or on another device) revoked the session's tokens.
  if (name === "NotAuthorizedException" && /revoked|expired/i.test(message)) return "sessionExpired";
  if (name === "InvalidParameterException" && /phone/i.test(message)) return "invalidPhone";
  if (name === "InvalidParameterException" && /password/i.test(message)) return "weakPassword";
  if (error instanceof TypeError || /network|failed to fetch/i.test(message)) return "network";
  return byName[name] ?? "generic";
}
