/**
 * A read shared by the calls that wait for it. Each call gets the value of a read that began
 * after the call was made, so it sees every write committed before it asked; calls made while
 * a read is under way share the next one. Under load one query answers many requests (the
 * caches' version reads); alone, a call waits for one read as before.
 */
export function coalescedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  const start = (): Promise<T> => {
    const started = read().finally(() => {
      if (running === started) running = undefined;
    });
    running = started;
    return started;
  };
  return () => {
    if (!running) return start();
    // The read under way may have begun before this call: wait for the one after it.
    next ??= running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        next = undefined;
        return start();
      });
    return next;
  };
}
