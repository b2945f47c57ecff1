// npm run gen:tech-sprite
//
// Writes public/tech-stack.svg, the icon sprite of the tech stack (lib/data/tech-stack.ts) drawn from simple-icons.
// It is a static file so that it is compressed and cached like every other asset; run this after changing the stack.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { ROOT, withSiteModules } from "./site-modules.mjs";

await withSiteModules(async (load) => {
  const { techStack } = /** @type {typeof import("../../lib/data/tech-stack.ts")} */ (await load("lib/data/tech-stack.ts"));
  const { techIconSprite } = /** @type {typeof import("../../lib/images/tech-icons.ts")} */ (await load("lib/images/tech-icons.ts"));
  const { TECH_SPRITE_PATH } = /** @type {typeof import("../../lib/images/tech-icon-view.ts")} */ (await load("lib/images/tech-icon-view.ts"));
  const file = path.join("public", TECH_SPRITE_PATH);
  writeFileSync(path.join(ROOT, file), techIconSprite(techStack));
  console.log(`wrote ${file}`);
});
