/**
 * One object per app built on a context (a work queue, the closing runner): opened by the routes
 * that use it while the app is built, reached by whoever holds the context (jobs, tests).
 */
export function appOwned<T>(what: string) {
  const owned = new WeakMap<object, T>();
  return {
    open(owner: object, value: T): T {
      owned.set(owner, value);
      return value;
    },
    of(owner: object): T {
      const value = owned.get(owner);
      if (value === undefined) throw new Error(`no app was built on this context (${what})`);
      return value;
    },
  };
}
