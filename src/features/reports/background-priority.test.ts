import { expect, test } from "bun:test";
import { dlopen, FFIType } from "bun:ffi";

const niceOfThisThread = () => {
  const libc = dlopen("libc.so.6", { getpriority: { args: [FFIType.i32, FFIType.u32], returns: FFIType.i32 } });
  const n = libc.symbols.getpriority(0, 0);
  libc.close();
  return n;
};

test.skipIf(process.platform !== "linux")("the reports' thread runs at nice 10; the server's thread keeps its own priority", async () => {
  const before = niceOfThisThread();
  const source = `
    import { dlopen, FFIType } from "bun:ffi";
    import { lowerThreadPriority } from ${JSON.stringify(new URL("./background-priority.ts", import.meta.url).pathname)};
    const lowered = lowerThreadPriority();
    const libc = dlopen("libc.so.6", { getpriority: { args: [FFIType.i32, FFIType.u32], returns: FFIType.i32 } });
    postMessage({ lowered, nice: libc.symbols.getpriority(0, 0) });
  `;
  const file = `${process.env.TMPDIR ?? "/tmp"}/salone-priority-${process.pid}.ts`;
  await Bun.write(file, source);
  const worker = new Worker(file);
  const answer = await new Promise<{ lowered: boolean; nice: number }>((resolve) => {
    worker.onmessage = (e) => resolve(e.data);
  });
  worker.terminate();
  await Bun.file(file).delete();
  // A nice value is absolute: the thread goes to 10 (a process already nicer than 10 is left alone).
  if (before <= 10) expect(answer).toEqual({ lowered: true, nice: 10 });
  expect(niceOfThisThread()).toBe(before);
});
