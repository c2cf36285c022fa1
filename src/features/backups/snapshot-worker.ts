// The backup's heavy part on its own thread: `VACUUM INTO`, the integrity check and the fsyncs
// take seconds on a large database, and on the server's thread they would stop every request.
// This file is a Worker entry point (scripts/build.ts compiles it into the binary beside main.ts).
import { Database } from "bun:sqlite";
import { writeSnapshot, type SnapshotReply, type SnapshotRequest } from "./snapshot";

declare const self: Worker;

self.onmessage = (event: MessageEvent<SnapshotRequest>) => {
  const { databasePath, target } = event.data;
  let reply: SnapshotReply;
  // Its own connection: WAL lets it read one consistent snapshot while the server goes on writing.
  const db = new Database(databasePath);
  try {
    db.exec("PRAGMA busy_timeout = 5000");
    reply = { ok: true, ...writeSnapshot(db, target) };
  } catch (error) {
    reply = { ok: false, message: error instanceof Error ? error.message : String(error) };
  } finally {
    db.close();
  }
  self.postMessage(reply);
};
