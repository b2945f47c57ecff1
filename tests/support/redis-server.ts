import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import net from "node:net";

/** Where redis-server is, or null. CI installs it (.ci/run); elsewhere the suites that need it say so and skip. */
export function findRedisServer(): string | null {
  for (const candidate of [process.env.REDIS_SERVER_BIN, "/usr/bin/redis-server", "/usr/local/bin/redis-server"]) {
    if (candidate && spawnSync(candidate, ["--version"]).status === 0) return candidate;
  }
  const which = spawnSync("sh", ["-c", "command -v redis-server"], { encoding: "utf8" });
  return which.status === 0 && which.stdout.trim() ? which.stdout.trim() : null;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** A throw-away redis-server on a free loopback port, without persistence. */
export async function startRedisServer(binary: string): Promise<{ url: string; port: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(binary, ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--protected-mode", "yes"], {
    stdio: "ignore",
  });
  const deadline = Date.now() + 10_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error("redis-server did not start within 10 s");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}
