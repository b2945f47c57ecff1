/**
 * The value of `promise` if it settles within `ms`; `undefined` if it takes longer or fails. The promise is not
 * cancelled, only no longer waited for; the timer is cleared as soon as the race is decided.
 */
export async function valueWithin<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, ms, undefined);
  });
  try {
    return await Promise.race([promise.catch(() => undefined), deadline]);
  } finally {
    clearTimeout(timer);
  }
}
