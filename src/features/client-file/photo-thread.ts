import { invalid } from "../../domain/errors";
import { PHOTO_UNREADABLE, PHOTO_UNSUPPORTED } from "../../domain/photos";

export type PhotoReply = { ok: true; jpeg: Uint8Array; width: number; height: number } | { ok: false; code: string; message: string };

// Inside the compiled binary the worker is an embedded entry point, named relative to src/ (the
// entry points' common folder); from the sources it is the file beside this one.
const compiled = Bun.main.startsWith("/$bunfs/");
const workerUrl = () => (compiled ? "./features/client-file/photo-worker.ts" : new URL("./photo-worker.ts", import.meta.url).href);

// The decoders (jpeg-js, fast-png) load only in the worker: the server's start-up and the
// command line never pay for them.
// One photo at a time: each decode holds a full-size bitmap (a 12 MP photo is ~50 MB of pixels).
let queue: Promise<unknown> = Promise.resolve();

/** `normalisePhoto` on a worker thread, one upload after another. */
export function normalisePhotoOffThread(upload: Uint8Array): Promise<{ jpeg: Uint8Array; width: number; height: number }> {
  const run = queue.then(() => once(upload));
  queue = run.catch(() => undefined);
  return run;
}

async function once(upload: Uint8Array) {
  const worker = new Worker(workerUrl());
  try {
    const reply = await new Promise<PhotoReply>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<PhotoReply>) => resolve(event.data);
      worker.onerror = (event) => reject(new Error(`Elaborazione della foto interrotta: ${event.message}`));
      worker.postMessage(upload);
    });
    if (reply.ok) return { jpeg: reply.jpeg, width: reply.width, height: reply.height };
    const message = reply.code === "photo_unsupported" ? PHOTO_UNSUPPORTED : PHOTO_UNREADABLE;
    throw invalid(message, { photo: message }, reply.code === "photo_unsupported" ? "photo_unsupported" : "photo_unreadable");
  } finally {
    worker.terminate();
  }
}
