// Starts the site's server (server.mjs, as `npm start` does) on the production build for a measuring script, on a free
// loopback port with a fresh data directory (removed when the script exits), and resolves when the home page answers.
// Returns { url, dataDir, pid, stop, kill }.
// It forwards no inquiry (CONTACT_FORWARD_EMAIL=off) unless the script names an address and a FormSubmit stand-in,
// and names the example's domain as the site's URL unless the environment names another.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import net from "node:net";

/** @returns {Promise<number>} A port free on loopback at the moment of asking. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/**
 * @param {Record<string, string>} [extraEnv]
 * @param {{ dataDir?: string; port?: number; onLog?: (line: string) => void; cwd?: string }} [options] `dataDir`: a data
 * directory of the caller's, kept (another server may have used it); `port`: this one rather than a free one; `onLog`:
 * each line the server writes to stderr (still shown); `cwd`: the checkout whose build to serve (this one unless told).
 * @returns {Promise<{ url: string; dataDir: string; pid: number | undefined; stop: () => Promise<void>; kill: () => Promise<void> }>}
 */
export async function serveBuild(extraEnv = {}, options = {}) {
  const port = options.port ?? (Number(process.env.MEASURE_PORT) || (await freePort()));
  let dataDir = options.dataDir;
  if (!dataDir) {
    const made = mkdtempSync(path.join(tmpdir(), "northtide-measure-"));
    // Kept while the script runs (some read the server's database after stopping it), removed when it exits.
    process.once("exit", () => rmSync(made, { recursive: true, force: true }));
    dataDir = made;
  }
  const child = spawn(process.execPath, ["server.mjs"], {
    cwd: options.cwd,
    env: {
      NEXT_PUBLIC_SITE_URL: "https://northtide.studio",
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      DATA_DIR: dataDir,
      CONTACT_FORWARD_EMAIL: "off",
      PORT: String(port),
      HOST: "127.0.0.1",
      ...extraEnv,
    },
    stdio: ["ignore", "ignore", options.onLog ? "pipe" : "inherit"],
  });
  if (options.onLog && child.stderr) {
    const onLog = options.onLog;
    let partial = "";
    child.stderr.on("data", (chunk) => {
      process.stderr.write(chunk);
      const lines = (partial + chunk).split("\n");
      partial = lines.pop() ?? "";
      for (const line of lines) onLog(line);
    });
  }
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error("the server did not answer within 60 s");
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  /** @param {NodeJS.Signals} signal */
  const end = async (signal) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return { url, dataDir, pid: child.pid, stop: () => end("SIGTERM"), kill: () => end("SIGKILL") };
}

/**
 * fetch for a GET, tried up to three times: under load a kept-alive connection can be closed by the server just as
 * the client reuses it (ECONNRESET), which says nothing about the page.
 * @param {string | URL} url
 * @param {RequestInit} [init]
 * @returns {Promise<Response>}
 */
export async function fetchWithRetry(url, init) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fetch(url, init);
    } catch (error) {
      if (attempt >= 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/** Where the server lists the articles and the projects, and how a link to one looks. */
const LISTS = [
  { page: /^\/blog\/[^/]+\/$/, list: "/blog/", link: /href="(\/blog\/[a-z0-9]+(?:-[a-z0-9]+)*\/)"/ },
  { page: /^\/portfolio\/[^/]+\/$/, list: "/portfolio/", link: /href="(\/portfolio\/[a-z0-9]+(?:-[a-z0-9]+)*\/)"/ },
];

/**
 * The page a measuring script measures for a path of budgets.json or its own: the path itself, except that an
 * article or project the server does not have (its file was removed from content/) is replaced by the first one the
 * journal or the portfolio lists, so that the budgets measure the page type whatever content/ holds. Null when the
 * server lists none.
 * @param {string} serverUrl
 * @param {string} pagePath
 * @returns {Promise<string | null>}
 */
export async function resolvePagePath(serverUrl, pagePath) {
  const listed = LISTS.find((entry) => entry.page.test(pagePath));
  if (!listed || (await fetchWithRetry(serverUrl + pagePath)).status !== 404) return pagePath;
  const html = await (await fetchWithRetry(serverUrl + listed.list)).text();
  const replacement = listed.link.exec(html.slice(html.indexOf("<main")))?.[1] ?? null;
  console.log(`${pagePath} is not on the site; measuring ${replacement ?? "nothing"} in its place`);
  return replacement;
}
