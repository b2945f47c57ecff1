// npm run gen:chat-function-data
//
// Writes supabase/functions/chat-with-gemini/site-data.ts, the static copy of the site the chat function cannot import:
// the assistant's identity, the chat's limits and input texts, and the documents built from config/ and lib/data
// (services, process, FAQ, about, regions). Posts and projects are not in it: the function reads them from the
// database at request time. Run it after changing any of those, before `supabase functions deploy chat-with-gemini`.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { ROOT, withSiteModules } from "./site-modules.mjs";

await withSiteModules(async (load) => {
  const { CHAT_FUNCTION_SITE_DATA, chatFunctionSiteData } = /** @type {typeof import("../../lib/chat/function-site-data.ts")} */ (await load("lib/chat/function-site-data.ts"));
  writeFileSync(path.join(ROOT, CHAT_FUNCTION_SITE_DATA), chatFunctionSiteData());
  console.log(`wrote ${CHAT_FUNCTION_SITE_DATA}`);
});
