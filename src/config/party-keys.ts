/** The parties of src/config/third-party.json, in the order the privacy policy lists them. */
export type PartyKey = "site" | "chatbot" | "accessibility" | "tagManager" | "postalLookup";
export const partyKeys: readonly PartyKey[] = ["site", "chatbot", "accessibility", "tagManager", "postalLookup"];
