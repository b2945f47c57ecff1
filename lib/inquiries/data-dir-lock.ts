import "server-only";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";

/**
 * One server process per embedded inquiry database: a lock file beside it names its owner. A pid alone cannot tell
 * the owner from an unrelated process that got the same pid after a crash (pid reuse), so the lock also records the
 * machine's boot and the process's start time; an owner counts as alive only when the process with that pid started
 * at the recorded time, on this boot of this host.
 */
export type LockOwner = { pid: number; host: string; bootId: string | null; startTime: string | null };

function readProcFile(file: string): string | null {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return null;
  }
}

/** The kernel's start time of a process (field 22 of /proc/<pid>/stat, in clock ticks since boot); null off Linux or when it is gone. */
export function processStartTime(pid: number): string | null {
  const stat = readProcFile(`/proc/${pid}/stat`);
  if (!stat) return null;
  // The command name (field 2) is in parentheses and may hold spaces: count fields after its closing one.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return fields[19] ?? null;
}

export function currentBootId(): string | null {
  return readProcFile("/proc/sys/kernel/random/boot_id")?.trim() || null;
}

export function currentLockOwner(): LockOwner {
  return { pid: process.pid, host: os.hostname(), bootId: currentBootId(), startTime: processStartTime(process.pid) };
}

function pidIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** A lock file's owner: the JSON written here, or the bare pid that earlier versions wrote. */
export function parseLockOwner(text: string): LockOwner | null {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return { pid: Number(trimmed), host: os.hostname(), bootId: null, startTime: null };
  try {
    const value = JSON.parse(trimmed) as Partial<LockOwner>;
    if (typeof value.pid !== "number" || typeof value.host !== "string") return null;
    return { pid: value.pid, host: value.host, bootId: value.bootId ?? null, startTime: value.startTime ?? null };
  } catch {
    return null;
  }
}

/**
 * Whether the process that wrote `owner` still runs. Another host's lock (a shared disk) cannot be checked and counts as
 * held. Where /proc tells start times (Linux), a live pid with another start time, or a lock from an earlier boot, is a
 * stranger; elsewhere only the pid can be checked.
 */
export function lockOwnerIsAlive(owner: LockOwner, self: LockOwner = currentLockOwner()): boolean {
  if (owner.host !== self.host) return true;
  if (owner.bootId && self.bootId && owner.bootId !== self.bootId) return false;
  if (!pidIsAlive(owner.pid)) return false;
  const startTime = processStartTime(owner.pid);
  if (startTime === null) return true;
  // A lock without a start time was written by an earlier version, which ran under Node: any other program is a stranger.
  if (owner.startTime === null) return /\bnode\b|next-server|next start/.test(readProcFile(`/proc/${owner.pid}/cmdline`)?.replaceAll("\0", " ") ?? "");
  return owner.startTime === startTime;
}

export class DataDirLockedError extends Error {
  constructor(directory: string, owner: LockOwner) {
    super(`The embedded inquiry database at ${directory} is in use by process ${owner.pid} on ${owner.host}; give each server its own DATA_DIR.`);
    this.name = "DataDirLockedError";
  }
}

/** Takes `<directory>.lock` for this process, replacing a lock whose owner is gone; throws DataDirLockedError when it is held. */
export function takeDataDirLock(directory: string): void {
  const lockFile = `${directory}.lock`;
  const self = currentLockOwner();
  const content = JSON.stringify(self);
  try {
    writeFileSync(lockFile, content, { flag: "wx" });
    return;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const owner = parseLockOwner(readProcFile(lockFile) ?? "");
  if (owner && owner.pid !== self.pid && lockOwnerIsAlive(owner, self)) throw new DataDirLockedError(directory, owner);
  writeFileSync(lockFile, content);
}

export function releaseDataDirLock(directory: string): void {
  const lockFile = `${directory}.lock`;
  const owner = parseLockOwner(readProcFile(lockFile) ?? "");
  if (owner?.pid === process.pid) rmSync(lockFile, { force: true });
}
