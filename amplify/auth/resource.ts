import { defineAuth } from "@aws-amplify/backend";
import { userPoolGroups } from "../../src/domain/staff-groups";
import { companyAttributes } from "../../src/domain/company-attributes";
import { basesAttribute } from "../../src/domain/base-ids";
import { messages } from "./messages";

/**
 * Customer accounts: a Cognito user pool where the e-mail address is the username, plus the identity pool that
 * defineAuth always creates (it allows guest identities, but amplify/storage/resource.ts grants guests nothing).
 *
 * The staff groups of src/domain/staff-groups.ts: `operadores` (collection requests, survey results), `contato`, `ri`,
 * `fornecedores` (the contact forms' teams) and `administradores` (everything, and the staff's accounts, which they
 * manage from the back-office: EquipeAPI). The first administrator is added in the Cognito console (User pools →
 * Groups) or with `aws cognito-idp admin-add-user-to-group`.
 *
 * amplify/backend.ts adds what defineAuth has no option for: the password policy
 * (src/domain/password-policy.ts), the Portuguese phone-verification SMS and the client's auth flows
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
    // The customer's company, edited in the profile and prefilled into the collection form (custom attributes
    // travel in the ID token). Cognito has no standard attribute for either. The CNPJ is kept as its 14
    // characters ("11222333000181", src/domain/brazil.ts), the way collection requests keep it. A custom
    // attribute cannot be changed or removed once the pool exists: the limits are generous on purpose.
    [companyAttributes.company]: { dataType: "String", mutable: true, maxLen: 256 },
    [companyAttributes.cnpj]: { dataType: "String", mutable: true, maxLen: 32 },
    // The operating bases a staff member works for, ids separated by commas (src/domain/bases.ts: basesAttribute):
    // their operations list opens on those bases' requests.
    [basesAttribute]: { dataType: "String", mutable: true, maxLen: 512 },
  },
  multifactor: {
    mode: "OPTIONAL",
    totp: true,
    sms: { smsMessage: messages.mfaSms },
  },
  accountRecovery: "EMAIL_ONLY",
  // Staff (src/domain/staff-groups.ts): ID tokens of members carry `cognito:groups`, which ColetaAPI and EquipeAPI check.
  groups: [...userPoolGroups],
});
