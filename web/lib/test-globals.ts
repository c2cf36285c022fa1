// Test support: a global (fetch, window.print, navigator.clipboard…) replaced for one test only.
// The preload (web/test-setup.ts) puts every original back after each test of every file, so a
// test that forgets cannot leave its stand-in to the tests after it.

const originals: (() => void)[] = [];

/** Sets `target[key]` to `value` until the end of the current test. */
export function stubGlobal<T extends object, K extends keyof T>(target: T, key: K, value: T[K]): void {
  const own = Object.getOwnPropertyDescriptor(target, key);
  originals.push(() => {
    if (own) Object.defineProperty(target, key, own);
    else delete target[key];
  });
  Object.defineProperty(target, key, { configurable: true, enumerable: true, writable: true, value });
}

/** Puts back every global replaced since the last call, newest first (the preload's afterEach). */
export function restoreGlobals(): void {
  while (originals.length > 0) originals.pop()!();
}
