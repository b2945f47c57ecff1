// npm run content:restore -- <backup.json>: restores a backup downloaded from the admin into Supabase
// (lib/admin/restore.ts). Needs NEXT_PUBLIC_SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY, as content:seed.
import { readFileSync } from "node:fs";
import { withSiteModules } from "../gen/site-modules.mjs";
import { runCommand } from "./command.mjs";

await withSiteModules(async (load) => {
  const { seedConfig } = /** @type {typeof import("../../lib/content/seed")} */ (await load("lib/content/seed.ts"));
  const { RESTORE_USAGE, parseRestoreArgs, parseBackupText, restoreBackup } = /** @type {typeof import("../../lib/admin/restore")} */ (await load("lib/admin/restore.ts"));
  await runCommand({
    name: "content:restore",
    usage: RESTORE_USAGE,
    parseArgs: parseRestoreArgs,
    run: async (options) => {
      const { supabaseUrl, serviceRoleKey } = seedConfig(process.env, "content:restore");
      await restoreBackup({ supabaseUrl, serviceRoleKey, backup: parseBackupText(readFileSync(/** @type {string} */ (options.file), "utf8")) });
    },
  });
});
