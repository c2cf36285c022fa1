import { dlopen, FFIType } from "bun:ffi";

/**
 * Lowers the calling thread's CPU priority (nice 10) so the server's own thread — the day view,
 * the till — runs first whenever both want a core: reports are background work. On Linux the nice
 * value belongs to each thread, and `setpriority(PRIO_PROCESS, 0, …)` sets the caller's. Elsewhere,
 * or when libc cannot be loaded, nothing changes. Returns whether the priority was lowered.
 */
export function lowerThreadPriority(nice = 10): boolean {
  if (process.platform !== "linux") return false;
  try {
    const libc = dlopen("libc.so.6", { setpriority: { args: [FFIType.i32, FFIType.u32, FFIType.i32], returns: FFIType.i32 } });
    const ok = libc.symbols.setpriority(0, 0, nice) === 0;
    libc.close();
    return ok;
  } catch {
    return false;
  }
}
