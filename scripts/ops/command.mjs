// @ts-check

/**
 * Runs an operations command: its arguments parsed (a mistake is printed with the usage, exit code 2), --help printed,
 * then `run`, whose failure is printed as "NAME failed: …" with exit code 1. The exit code is set, not forced, so the
 * caller's clean-up (the module server of scripts/gen/site-modules.mjs) still runs.
 * @template {{ help?: boolean }} Options
 * @param {{ name: string; usage: string; parseArgs: (argv: string[]) => Options; run: (options: Options) => Promise<unknown> }} command
 */
export async function runCommand({ name, usage, parseArgs, run }) {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
    process.exitCode = 2;
    return;
  }
  if (options.help) {
    console.log(usage);
    return;
  }
  try {
    await run(options);
  } catch (error) {
    console.error(`${name} failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
