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
};

export function authErrorKey(error: unknown): string {
  const { name = "", message = "" } = (error ?? {}) as { name?: string; message?: string };
  if (name === "NotAuthorizedException" && /attempts exceeded/i.test(message)) return "tooManyAttempts";
  if (name === "NotAuthorizedException" && /disabled/i.test(message)) return "disabled";
  if (name === "InvalidParameterException" && /phone/i.test(message)) return "invalidPhone";
  if (name === "InvalidParameterException" && /password/i.test(message)) return "weakPassword";
  if (error instanceof TypeError || /network|failed to fetch/i.test(message)) return "network";
  return byName[name] ?? "generic";
}
