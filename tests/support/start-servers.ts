import { spawn, type ChildProcess } from "node:child_process";
import { E2E_SERVERS } from "../../playwright.config";
import { waitFor } from "./local-server";

const READY_WITHIN_MS = 60_000;

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    // Read to its end: a response left half-read keeps its connection busy, and the server's stop waits for it.
    await response.arrayBuffer();
    return response.status < 400;
  } catch {
    return false;
  }
}

async function whenReady(url: string, child: ChildProcess, command: string) {
  const answersWhileRunning = () => {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${command} ended (${child.exitCode ?? child.signalCode}) before ${url} answered`);
    return answers(url);
  };
  await waitFor(answersWhileRunning, READY_WITHIN_MS, `${url} to answer (${command})`, 100);
}

/**
 * Playwright's global setup: starts the suite's servers all at once (Playwright's own `webServer` list starts them
 * one after another, about 30 s on two cores), waits until each answers its URL, and returns the teardown that stops
 * them and waits for each to end.
 */
export default async function startServers() {
  for (const { url } of E2E_SERVERS) if (await answers(url)) throw new Error(`${url} already answers: a server from another run holds its port (E2E_PORT_BASE picks others)`);
  const children = E2E_SERVERS.map(({ script, env }) => spawn(process.execPath, script, { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, ...env } }));
  const stop = async () => {
    await Promise.all(
      children.map((child) => {
        if (child.exitCode !== null || child.signalCode !== null) return undefined;
        const ended = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        return ended;
      }),
    );
  };
  try {
    await Promise.all(E2E_SERVERS.map(({ url, script }, index) => whenReady(url, children[index], script.join(" "))));
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
