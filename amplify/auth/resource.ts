import { defineAuth } from "@aws-amplify/backend";
import { userPoolGroups } from "./groups";
import { messages } from "./messages";

/**
 * Customer accounts: a Cognito user pool where the e-mail address is the username, plus the identity pool that
 * defineAuth always creates (it allows guest identities, but amplify/storage/resource.ts grants guests nothing).
 *
 * One group, `operadores` (amplify/auth/groups.ts): the staff who move collection requests on; add members in
 * the Cognito console (User pools → Groups) or with `aws cognito-idp admin-add-user-to-group`.
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
  // Operators (amplify/auth/groups.ts): ID tokens of members carry `cognito:groups`, which ColetaAPI checks.
  groups: [...userPoolGroups],
});
