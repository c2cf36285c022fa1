// The photo's decode, scale and encode on its own thread: a 12-megapixel phone photo takes
// seconds of pure JavaScript, which on the server's thread would stop every other request.
// This file is a Worker entry point (scripts/build.ts compiles it into the binary beside main.ts).
import { DomainError } from "../../domain/errors";
import { normalisePhoto } from "./image";
import type { PhotoReply } from "./photo-thread";

declare const self: Worker;

self.onmessage = (event: MessageEvent<Uint8Array>) => {
  let reply: PhotoReply;
  try {
    reply = { ok: true, ...normalisePhoto(event.data) };
  } catch (error) {
    reply = error instanceof DomainError ? { ok: false, code: error.code, message: error.message } : { ok: false, code: "photo_unreadable", message: String(error) };
  }
  self.postMessage(reply);
};
