import { defineAuth } from "@aws-amplify/backend";
import { messages } from "./messages";

/**
 * Customer accounts: a Cognito user pool where the e-mail address is the username, plus the identity pool that
 * defineAuth always creates (it allows guest identities, but amplify/storage/resource.ts grants guests nothing).
 *
 * amplify/backend.ts adds what defineAuth has no option for: the password policy
 * (amplify/auth/password-policy.ts), the Portuguese phone-verification SMS and the client's auth flows
 * (amplify/auth/overrides.ts), and e-mail through SES when AUTH_EMAIL_FROM is set (amplify/auth/email.ts).
 */
export const auth = defineAuth({
  loginWith: {
    email: {
      verificationEmailStyle: "CODE",
      verificationEmailSubject: messages.verificationEmailSubject,
      verificationEmailBody: messages.verificationEmailBody,
      userInvitation: {
        emailSubject: messages.invitationEmailSubject,
        emailBody: messages.invitationEmailBody,
      },
    },
  },
  userAttributes: {
    email: { required: true, mutable: true },
    phoneNumber: { required: false, mutable: true },
    // The standard `name` attribute.
    fullname: { required: false, mutable: true },
  },
  multifactor: {
    mode: "OPTIONAL",
    totp: true,
    sms: { smsMessage: messages.mfaSms },
  },
  accountRecovery: "EMAIL_ONLY",
});
