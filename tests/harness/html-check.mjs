// The markup check: every page of the sitemap and each kind of not-found page, as the production build serves them,
// held to the W3C Nu HTML Checker (the vnu-jar package, run offline on Java 17 or newer), errors only. The pages'
// HTML is saved to a temporary folder and checked in one run of the checker. Fails on any error, naming the page,
// the line and the message. It also holds each page's HTML, uncompressed, to the weight in budgets.json (htmlKb.limit,
// in thousands of bytes, the same for every page).
// Usage: npm run check:html   (after `next build`; JAVA names another java than the one on the PATH)
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { NOT_FOUND_PATHS } from "../support/not-found-paths.mjs";
import { fetchWithRetry, serveBuild } from "./serve-build.mjs";

const htmlKb = JSON.parse(readFileSync(new URL("../../budgets.json", import.meta.url), "utf8")).htmlKb;
/** @type {string[]} */
const overweight = [];

/** The checker's jar: the vnu-jar package exports its path. */
const vnuJar = String(createRequire(import.meta.url)("vnu-jar"));
const started = Date.now();
const folder = mkdtempSync(path.join(tmpdir(), "northtide-html-"));
process.once("exit", () => rmSync(folder, { recursive: true, force: true }));

/** @type {Map<string, string>} The saved file's name, by the page's path. */
const files = new Map();
const server = await serveBuild();
try {
  const sitemap = await (await fetchWithRetry(`${server.url}/sitemap.xml`)).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  if (!pages.length) throw new Error("the sitemap lists no page");
  const expected = [...pages.map((page) => ({ page, status: 200 })), ...Object.values(NOT_FOUND_PATHS).map((page) => ({ page, status: 404 }))];
  for (const { page, status } of expected) {
    const response = await fetchWithRetry(server.url + page);
    if (response.status !== status) throw new Error(`${page}: HTTP ${response.status}, not ${status}`);
    const name = `${String(files.size).padStart(3, "0")}${page.replace(/[^a-z0-9]+/gi, "-")}.html`;
    const html = await response.text();
    const bytes = Buffer.byteLength(html);
    if (bytes > htmlKb.limit * 1000) overweight.push(`${page}: ${bytes} bytes of HTML, above ${htmlKb.limit} KB (budgets.json htmlKb)`);
    writeFileSync(path.join(folder, name), html);
    files.set(name, page);
  }
} finally {
  await server.stop();
}

/** @typedef {{ type: string; subType?: string; url?: string; lastLine?: number; lastColumn?: number; message: string; extract?: string }} Message */
/** @type {Message[]} */
let messages;
try {
  const { stdout } = await promisify(execFile)(process.env.JAVA || "java", ["-jar", vnuJar, "--errors-only", "--format", "json", "--stdout", "--skip-non-html", folder], { maxBuffer: 64 * 1024 * 1024 });
  messages = JSON.parse(stdout).messages;
} catch (error) {
  // The checker exits 1 when it found errors; its report is still on stdout.
  const stdout = /** @type {{ stdout?: string }} */ (error).stdout;
  if (!stdout) throw error;
  messages = JSON.parse(stdout).messages;
}

const errors = messages.filter((message) => message.type === "error" || message.subType === "fatal");
for (const message of errors) {
  const page = files.get(path.basename(decodeURIComponent(message.url ?? ""))) ?? message.url ?? "(no page)";
  console.error(`${page}:${message.lastLine ?? "?"}:${message.lastColumn ?? "?"}: ${message.message}${message.extract ? `\n    ${message.extract.replace(/\s+/g, " ").trim().slice(0, 200)}` : ""}`);
}
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`Nu HTML Checker ${errors.length ? "found" : "found no"} error${errors.length === 1 ? "" : "s"}${errors.length ? ` (${errors.length})` : ""} in ${files.size} pages (the sitemap's and ${Object.keys(NOT_FOUND_PATHS).length} not-found pages), in ${seconds} s.`);
for (const line of overweight) console.error(line);
console.log(`HTML weight: ${overweight.length ? `${overweight.length} pages above their limit` : `every page within ${htmlKb.limit} KB`}.`);
process.exitCode = errors.length || overweight.length ? 1 : 0;
