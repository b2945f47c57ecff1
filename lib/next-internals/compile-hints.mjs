// @ts-check
// Marks the client chunks that a page runs as soon as it loads with V8's explicit compile hint (Chrome 136 and newer).
// Without it V8 compiles each function on the main thread the first time it is called, which on our pages made the
// task that boots React and the router 35-60 ms long (Lighthouse's 4x mobile slowdown turns that into 140-240 ms of
// one task). With the hint, the functions of a marked file are compiled eagerly while the script streams in, on a
// background thread. Only chunks every visit runs at startup are marked: the framework's root files and the chunks
// the layouts and pages list as their entry files; chunks loaded later (the chat, the charts, the admin editor) are not.
// It reads two files whose format Next defines (build-manifest.json and the client reference manifests): what it
// assumes of them is in UPGRADING.md beside this file.
// Run by scripts/post-build.mjs after `next build` (npm run build).
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/** The source with the hint as its first line; a source that already has it is returned as it is. */
export function withCompileHint(/** @type {string} */ source) {
  return source.startsWith(`${COMPILE_HINT}\n`) ? source : `${COMPILE_HINT}\n${source}`;
}

/** @typedef {{ rootMainFiles?: string[] }} BuildManifest */
/** @typedef {{ entryJSFiles?: Record<string, string[]> }} ClientReferenceManifest */

/**
 * The script files (relative to the dist folder) that some page runs on its first load: the root main files of the
 * build manifest and every entry's JavaScript files in the client reference manifests. Style sheets are left out.
 * @param {BuildManifest} buildManifest
 * @param {ClientReferenceManifest[]} clientReferenceManifests
 * @returns {string[]}
 */
export function startupChunks(buildManifest, clientReferenceManifests) {
  const files = new Set(buildManifest.rootMainFiles ?? []);
  for (const manifest of clientReferenceManifests) {
    for (const entries of Object.values(manifest.entryJSFiles ?? {})) for (const file of entries) files.add(file);
  }
  return [...files].filter((file) => file.endsWith(".js")).sort();
}

function clientReferenceManifestFiles(/** @type {string} */ folder) {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith("_client-reference-manifest.js"))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Next writes each manifest as a script that assigns to globalThis.__RSC_MANIFEST; it is run in an empty context.
 * @param {string} file
 * @returns {ClientReferenceManifest[]}
 */
function readClientReferenceManifests(file) {
  /** @type {{ __RSC_MANIFEST?: Record<string, ClientReferenceManifest> }} */
  const context = vm.createContext({});
  vm.runInContext(readFileSync(file, "utf8"), context, { filename: file });
  return Object.values(context.__RSC_MANIFEST ?? {});
}

/**
 * Marks the startup chunks of the build in `distDir`; returns them and how many were not marked before.
 * @param {string} distDir
 * @returns {{ chunks: string[]; marked: number }}
 */
export function addCompileHints(distDir) {
  /** @type {BuildManifest} */
  const buildManifest = JSON.parse(readFileSync(path.join(distDir, "build-manifest.json"), "utf8"));
  const manifestFiles = clientReferenceManifestFiles(path.join(distDir, "server", "app"));
  if (!buildManifest.rootMainFiles?.length || manifestFiles.length === 0) {
    throw new Error(`${distDir}: no root main files or client reference manifests; has the build's layout changed?`);
  }
  const chunks = startupChunks(buildManifest, manifestFiles.flatMap(readClientReferenceManifests));
  let marked = 0;
  for (const chunk of chunks) {
    const file = path.join(distDir, chunk);
    const source = readFileSync(file, "utf8");
    const hinted = withCompileHint(source);
    if (hinted !== source) {
      writeFileSync(file, hinted);
      marked += 1;
    }
  }
  return { chunks, marked };
}
