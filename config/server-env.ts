import "server-only";
import { type Environment, readEnvironment } from "./env";

/**
 * The environment decision for server code: the one way a module of the site learns which backends it runs on and
 * with which limits, secrets and timings. Read on every call, not at import, so that each test can set its own.
 */
export function serverEnvironment(): Environment {
  return readEnvironment(process.env);
}
