import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/** False in the server's HTML and while React hydrates it; true once the component runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
