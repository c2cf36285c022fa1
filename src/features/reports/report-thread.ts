import type { Db } from "../../../db/client";
import type { Period } from "../../domain/reports/periods";
import { reportComputer, type ReportKind, type ReportOf } from "./compute";
import type { ReportMessage, ReportReply } from "./report-worker";

// Inside the compiled binary the worker is an embedded entry point, named relative to src/ (the
// entry points' common folder); from the sources it is the file beside this one.
const compiled = Bun.main.startsWith("/$bunfs/");
const workerUrl = () => (compiled ? "./features/reports/report-worker.ts" : new URL("./report-worker.ts", import.meta.url).href);

/**
 * The reports worked out on a worker thread with its own connection to the database file (one
 * report after another), the server's thread only waiting for the answer. An in-memory database
 * (tests) has no file to share: there, and if the worker cannot start, they run in place.
 */
export function reportThread(db: Db, log: (line: string) => void) {
  const inPlace = reportComputer(db);
  const path = db.$client.filename;
  const pending = new Map<number, { resolve: (report: unknown) => void; reject: (error: Error) => void }>();
  let worker: Worker | null = null;
  let broken = path === "" || path === ":memory:";
  let next = 0;

  const start = () => {
    const w = new Worker(workerUrl());
    (w as Worker & { unref(): void }).unref();
    w.onmessage = (event: MessageEvent<ReportReply>) => {
      const reply = event.data;
      const waiting = pending.get(reply.id);
      pending.delete(reply.id);
      if (reply.ok) waiting?.resolve(reply.report);
      else waiting?.reject(new Error(reply.message));
    };
    w.onerror = (event) => {
      // Without its thread the reports still answer, on the server's.
      log(`statistiche: il thread dei report non risponde (${event.message}); i report girano sul thread del server`);
      broken = true;
      worker = null;
      w.terminate();
      for (const [id, waiting] of pending) {
        pending.delete(id);
        waiting.reject(new Error("report thread stopped"));
      }
    };
    return w;
  };

  return async function report<K extends ReportKind>(kind: K, period: Period, today: string): Promise<ReportOf[K]> {
    const request = { kind, period, today };
    if (broken) return inPlace(request) as ReportOf[K];
    worker ??= start();
    const id = ++next;
    const message: ReportMessage = { id, path, request };
    try {
      return await new Promise<ReportOf[K]>((resolve, reject) => {
        pending.set(id, { resolve: (r) => resolve(r as ReportOf[K]), reject });
        worker!.postMessage(message);
      });
    } catch {
      return inPlace(request) as ReportOf[K];
    }
  };
}
