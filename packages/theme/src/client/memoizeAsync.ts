/** Memoises a promise-returning function by key, forgetting failures so they can be retried. */
export function memoizeAsync<T>(load: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const cache = new Map<string, Promise<T>>();
  return (key) => {
    let promise = cache.get(key);
    if (!promise) {
      promise = load(key);
      cache.set(key, promise);
      promise.catch(() => cache.delete(key));
    }
    return promise;
  };
}
