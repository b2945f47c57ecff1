/**
 * The studios (`site.offices` in config/site.ts). Only the city, region and country are published (no street address):
 * structured data gives each as a PostalAddress; `label` is how pages write it. `countryCode` is ISO 3166-1 alpha-2.
 * A module of its own, so that the contact section (browser code) takes the labels without the whole profile.
 */
export const offices = [
  { label: "Cebu City, Philippines", locality: "Cebu City", region: "Cebu", country: "Philippines", countryCode: "PH" },
  { label: "Vancouver, Canada", locality: "Vancouver", region: "British Columbia", country: "Canada", countryCode: "CA" },
] as const;
