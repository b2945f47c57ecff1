import "server-only";
import { processSingleton } from "@/lib/server/process-singleton.mjs";

/**
 * At most FORWARD_SLOTS forwards run at once in a process, each holding a slot from its claim until its outcome is
 * recorded. So however large a burst, no more than FORWARD_SLOTS leads are ever between "sent" and "recorded" in a
 * process: a crash can leave at most that many with no outcome (sent again once, marked as a possible repeat), and
 * FormSubmit never sees a burst of parallel posts.
 */
export const FORWARD_SLOTS = 4;

type Slots = { free: number; waiting: (() => void)[] };
const slots = () => processSingleton<Slots>("inquiries.forward-slots", () => ({ free: FORWARD_SLOTS, waiting: [] }));

/** Takes a slot if one is free now; false otherwise. */
export function tryTakeForwardSlot(): boolean {
  const state = slots();
  if (state.free === 0) return false;
  state.free -= 1;
  return true;
}

/** Resolves once a slot is this caller's, first come first served. */
export function takeForwardSlot(): Promise<void> {
  if (tryTakeForwardSlot()) return Promise.resolve();
  return new Promise((resolve) => slots().waiting.push(resolve));
}

/** Gives a slot back: to the longest waiting caller, or to the pool. */
export function releaseForwardSlot(): void {
  const state = slots();
  const next = state.waiting.shift();
  if (next) next();
  else state.free = Math.min(FORWARD_SLOTS, state.free + 1);
}

/** Runs `work` holding a slot. */
export async function withForwardSlot<T>(work: () => Promise<T>): Promise<T> {
  await takeForwardSlot();
  try {
    return await work();
  } finally {
    releaseForwardSlot();
  }
}
