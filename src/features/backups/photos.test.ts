// A backup holds the database and the photos together, and a restore brings both back.
import { Database } from "bun:sqlite";
import { afterEach, expect, test } from "bun:test";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../../../db/client";
import { restoreDatabase } from "./restore";
import type { Appointment } from "../../domain/schemas/appointments";
import { seedBasics } from "../../test/seed-basics";
import { createTestEnv } from "../../test/test-app";
import { photoForm, testJpeg } from "../../test/images";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

test("backup → the photo deleted → restore on the other machine: the database row and the photo file are both back", async () => {
  const root = mkdtempSync(join(tmpdir(), "salone-photos-backup-"));
  dirs.push(root);
  const databasePath = join(root, "data", "salone.db");
  const db = openDatabase(databasePath);
  const b = seedBasics(db);
  const env = await createTestEnv({ db, env: { DATABASE_PATH: databasePath, BACKUP_DIR: join(root, "data", "backups"), BACKUP_KEEP: "1" } });
  expect(env.app.photosDir).toBe(join(root, "data", "photos"));

  const visit = (await env.json<Appointment>("POST", "/api/appointments", { clientId: b.maria, date: "2026-03-10", items: [{ serviceId: b.colore, stylistId: b.giulia, startTime: "09:00" }] })).body;
  const form = photoForm(testJpeg(80, 60), "after");
  const base = `/api/appointments/${visit.id}/items/${visit.items[0]!.id}/photos`;
  const uploaded = await env.app.handle(
    new Request(`http://localhost${base}`, { method: "POST", body: form.body as Uint8Array<ArrayBuffer>, headers: { authorization: `Bearer ${env.token}`, "content-type": form.contentType } }),
  );
  const photo = (await uploaded.json()) as { url: string };
  const [file] = readdirSync(env.app.photosDir);
  const bytes = readFileSync(join(env.app.photosDir, file!));

  const first = await env.json("POST", "/api/backups");
  expect(first.status).toBe(201);
  expect(readdirSync(`${first.body.path}.photos`)).toEqual([file!]);

  // After the backup the photo is deleted: its row and its file go.
  expect((await env.call("DELETE", photo.url)).status).toBe(204);
  expect(readdirSync(env.app.photosDir)).toEqual([]);

  // The salon's machine died; the backup folder is restored onto a new one whose photos folder
  // already holds something (kept aside, like the database).
  const target = join(root, "nuovo", "salone.db");
  const targetPhotos = join(root, "nuovo", "photos");
  mkdirSync(targetPhotos, { recursive: true });
  writeFileSync(join(targetPhotos, "00000000-0000-4000-8000-000000000000.jpg"), "vecchia");
  const restored = restoreDatabase({ databasePath: target, from: first.body.path, now: new Date("2026-03-10T10:00:00Z"), photosDir: targetPhotos });
  expect(restored.photosAside).toBe(join(root, "nuovo", "photos.before-restore"));
  expect(readdirSync(targetPhotos)).toEqual([file!]);
  expect(readFileSync(join(targetPhotos, file!))).toEqual(bytes);
  const check = new Database(target, { readonly: true });
  expect(check.query<{ file: string }, []>("SELECT file FROM client_photos").all()).toEqual([{ file: file! }]);
  check.close();
}, 30_000);

test("retention drops a backup's photos folder with its database file", async () => {
  const root = mkdtempSync(join(tmpdir(), "salone-photos-keep-"));
  dirs.push(root);
  const databasePath = join(root, "salone.db");
  const db = openDatabase(databasePath);
  const env = await createTestEnv({ db, env: { DATABASE_PATH: databasePath, BACKUP_DIR: join(root, "backups"), BACKUP_KEEP: "1" } });
  const store = join(root, "photos");
  mkdirSync(store);
  writeFileSync(join(store, "00000000-0000-4000-8000-000000000000.jpg"), "x");
  const first = await env.json("POST", "/api/backups");
  expect(existsSync(`${first.body.path}.photos`)).toBe(true);
  env.clock.advance(60_000);
  const second = await env.json("POST", "/api/backups");
  expect(existsSync(`${first.body.path}.photos`)).toBe(false);
  expect(readdirSync(join(root, "backups")).sort()).toEqual([second.body.name, `${second.body.name}.photos`]);
}, 30_000);
