// npm run content:seed [-- --overwrite]: copies the articles and projects of content/ (or CONTENT_DIR), and the images
// they show, into Supabase (lib/content/seed.ts). Needs NEXT_PUBLIC_SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY.
import { withSiteModules } from "../gen/site-modules.mjs";
import { runCommand } from "./command.mjs";

await withSiteModules(async (load) => {
  const { SEED_USAGE, parseSeedArgs, seedConfig, seedContent } = /** @type {typeof import("../../lib/content/seed")} */ (await load("lib/content/seed.ts"));
  await runCommand({
    name: "content:seed",
    usage: SEED_USAGE,
    parseArgs: parseSeedArgs,
    run: (options) => seedContent({ ...seedConfig(process.env), overwrite: options.overwrite }),
  });
});
