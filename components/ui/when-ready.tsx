import { Suspense, type ReactNode } from "react";
import { valueWithin } from "@/lib/deadline";

/** How long a page waits for its content before it sends a loading state first. */
export const LOADING_STATE_AFTER_MS = 100;

type WhenReadyProps<T> = { data: Promise<T>; fallback: ReactNode; children: (value: T) => ReactNode };

/**
 * Content that arrives within LOADING_STATE_AFTER_MS is rendered in place, so the page is sent whole. Content that takes
 * longer streams: the fallback first, the content when it comes. A route-level loading.tsx would put every page behind
 * a Suspense boundary, and React sends a finished boundary of more than 12.8 KB apart from the page and reveals it at
 * least 300 ms after the first paint: the journal and the portfolio flashed their loading state on every visit, and
 * laid the page out twice.
 */
export async function WhenReady<T>({ data, fallback, children }: WhenReadyProps<T>) {
  const value = await valueWithin(data, LOADING_STATE_AFTER_MS);
  if (value !== undefined) return children(value);
  return (
    <Suspense fallback={fallback}>
      <Resolved data={data}>{children}</Resolved>
    </Suspense>
  );
}

async function Resolved<T>({ data, children }: Omit<WhenReadyProps<T>, "fallback">) {
  return children(await data);
}
