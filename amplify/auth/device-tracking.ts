/**
 * Cognito's device tracking for the user pool: every sign-in's device is tracked (the customer's "remembered
 * devices" list in the profile shows the confirmed ones), and a device is remembered only when the customer asks
 * for it ("remember this device"); a remembered device is not asked for the authenticator app's code again.
 *
 * One setting for both backends: amplify/backend.ts writes it into the user pool (amplify/auth/overrides.ts,
 * `trackDevices`) and amplify/local/provision.ts into cognito-local's pool. No AWS or CDK import here.
 */
export const deviceConfiguration = {
  /** Cognito's adaptive authentication (advanced security) only: a new device's sign-in is not challenged for it. */
  ChallengeRequiredOnNewDevice: false,
  /** A device is remembered only when the customer chooses to (UpdateDeviceStatus), not at every sign-in. */
  DeviceOnlyRememberedOnUserPrompt: true,
} as const;
