// Statistiche's reports on their own thread with their own connection, so a year's figures never
// hold up the server's thread (the day view, the till) while they are worked out.
// This file is a Worker entry point (scripts/build.ts compiles it into the binary beside main.ts).
import { openReader } from "../../../db/client";
import { lowerThreadPriority } from "./background-priority";
import { reportComputer, type ReportRequest } from "./compute";

declare const self: Worker;

export type ReportMessage = { id: number; path: string; request: ReportRequest };
export type ReportReply = { id: number; ok: true; report: unknown } | { id: number; ok: false; message: string };

let compute: ReturnType<typeof reportComputer> | null = null;
lowerThreadPriority();

self.onmessage = (event: MessageEvent<ReportMessage>) => {
  const { id, path, request } = event.data;
  let reply: ReportReply;
  try {
    compute ??= reportComputer(openReader(path));
    reply = { id, ok: true, report: compute(request) };
  } catch (error) {
    reply = { id, ok: false, message: String(error) };
  }
  self.postMessage(reply);
};
