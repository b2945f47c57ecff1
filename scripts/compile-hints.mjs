// @ts-check
// Post-build step (npm run build): marks the chunks a page runs at startup with V8's compile hint
// (lib/next-internals/compile-hints.mjs says why and how).
// Usage: node scripts/compile-hints.mjs [distDir]   (after `next build`; NEXT_DIST_DIR or .next by default)
import { buildFolder } from "../config/build-folder.mjs";
import { addCompileHints } from "../lib/next-internals/compile-hints.mjs";

const distDir = process.argv[2] || buildFolder();
const { chunks, marked } = addCompileHints(distDir);
console.log(`Compile hints: ${chunks.length} startup chunks, ${marked} newly marked`);
