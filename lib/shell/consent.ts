export const CONSENT_STORAGE_KEY = "cookieConsent";
export type ConsentValue = "accepted_all" | "essentials_only" | "rejected";
export type ConsentChoice = "accept_all" | "essentials_only" | "reject_all" | "close";

/** The value each banner control stores: closing the banner counts as a rejection. */
export function consentValueFor(choice: ConsentChoice): ConsentValue {
  switch (choice) {
    case "accept_all":
      return "accepted_all";
    case "essentials_only":
      return "essentials_only";
    case "reject_all":
    case "close":
      return "rejected";
  }
}
