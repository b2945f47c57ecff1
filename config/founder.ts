/** The studio's founder, who writes in the first person on About (`site.founder` in config/site.ts; config/pages.ts names him too). */
export const founder = {
  name: "Adrian Reyes",
  givenName: "Adrian",
  role: "Founder & IT generalist",
  jobTitle: "Web, AI automation and digital transformation consultant",
} as const;
