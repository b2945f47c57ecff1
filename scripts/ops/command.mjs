// @ts-check
import { pathToFileURL } from "node:url";

/**
 * Runs an operations script as a command when Node started it (not when a test imports it): its arguments parsed (a
 * mistake is printed with the usage, exit 2), --help printed, then `run`, whose failure is printed as "NAME failed: …"
 * with exit 1. The entry point is compared as a file URL, so that a folder with spaces in its name matches.
 * @template {{ help?: boolean }} Options
 * @param {string} moduleUrl the script's import.meta.url
 * @param {{ name: string; usage: string; parseArgs: (argv: string[]) => Options; run: (options: Options) => Promise<unknown> }} command
 */
export async function runAsCommand(moduleUrl, { name, usage, parseArgs, run }) {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? "").href) return;
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
    process.exit(2);
  }
  if (options.help) {
    console.log(usage);
    return;
  }
  try {
    await run(options);
  } catch (error) {
    console.error(`${name} failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
