import { pages } from "@/config/pages";

/**
 * The headings of the site's pages and sections, defined once: the pages show them and the tests find them by name.
 * Two are also written in config/pages.ts (a page's name, a social image's title), which may not import lib/, so they
 * come from there. Server code only.
 */
export const HEADINGS = {
  about: "About Me",
  services: "Our Services",
  portfolio: "Our Portfolio",
  journal: "Notes on building for the web, with AI",
  demos: pages.demo.title,
  contact: pages.contact.social.title,
  adminSignIn: "Sign in to the admin area",
  stack: "A modern, proven stack",
  whyPartner: "Why Partner With Me?",
  journalTeaser: "Latest from the journal",
  portfolioTeaser: "Work in progress, built in the open",
  portfolioAll: "Every project, newest first",
  noProjects: "No Projects Yet",
  noPosts: "No Posts Yet",
  moreProjects: "More Projects",
  outcomeTargets: "Outcome targets",
  articleCallToAction: "Ready to Transform Your Digital Presence?",
  articleRelated: "Explore More Resources",
  searchPrompt: "What are you looking for?",
  searchNoResults: "No results",
} as const;

/** The two headings of a regional landing page that name its place: its services and its call to action. */
export function regionHeadings(place: string) {
  return { services: `${place}-Focused Services`, callToAction: `Ready to Elevate Your ${place} Brand?` };
}
