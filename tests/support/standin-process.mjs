// @ts-check
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const STANDIN = fileURLToPath(new URL("./supabase-standin.mjs", import.meta.url));

/** @typedef {{ url: string; stop: () => void }} SupabaseStandin */

/**
 * Starts the Supabase stand-in (supabase-standin.mjs) as a process of its own on a free port, and resolves with its
 * address once it listens (the first line it prints names it).
 * @param {{ anonKey: string; serviceKey?: string }} keys
 * @returns {Promise<SupabaseStandin>}
 */
export function startSupabaseStandin({ anonKey, serviceKey }) {
  const child = spawn(process.execPath, [STANDIN], {
    env: { ...process.env, PORT: "0", SUPABASE_ANON_KEY: anonKey, ...(serviceKey ? { SUPABASE_SERVICE_ROLE_KEY: serviceKey } : {}) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    let output = "";
    child.once("exit", (code) => reject(new Error(`the Supabase stand-in exited (${code}): ${output}`)));
    child.stdout.on("data", (chunk) => {
      output += chunk;
      const match = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve({ url: match[1], stop: () => child.kill() });
    });
  });
}
