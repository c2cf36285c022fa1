// The off-site copy holds the photos too: each uploaded once, a list per backup, aged out with
// the backups; a restore from it brings the database and the photos back on an empty machine.
import { afterEach, expect, test } from "bun:test";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../../../db/client";
import { runBackupCli } from "../../backup-cli";
import { parseConfig } from "../../config";
import type { Appointment } from "../../domain/schemas/appointments";
import { seedBasics } from "../../test/seed-basics";
import { createTestEnv, testClock, type TestEnv } from "../../test/test-app";
import { photoForm, testJpeg } from "../../test/images";
import { startFakeS3 } from "./fake-s3";

const dirs: string[] = [];
const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function addPhoto(env: TestEnv, path: string, width: number): Promise<{ id: number; url: string }> {
  const form = photoForm(testJpeg(width, 60));
  const res = await env.app.handle(
    new Request(`http://localhost${path}`, { method: "POST", body: form.body as Uint8Array<ArrayBuffer>, headers: { authorization: `Bearer ${env.token}`, "content-type": form.contentType } }),
  );
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number; url: string };
}

test("S3 copy with the photos → the machine wiped → restore from S3: photos served again", async () => {
  // Two keys a page, so listing the bucket takes several pages.
  const fake = startFakeS3({ pageSize: 2 });
  stops.push(fake.stop);
  const root = mkdtempSync(join(tmpdir(), "salone-offsite-photos-"));
  dirs.push(root);
  const databasePath = join(root, "data", "salone.db");
  const settings = {
    DATABASE_PATH: databasePath,
    BACKUP_DIR: join(root, "data", "backups"),
    BACKUP_KEEP: "2",
    BACKUP_S3_URL: "s3://salone-bk/roma",
    BACKUP_S3_ENDPOINT: fake.url,
    BACKUP_S3_ACCESS_KEY_ID: "AKIA-TEST",
    BACKUP_S3_SECRET_ACCESS_KEY: "segreto",
  };
  const db = openDatabase(databasePath);
  const b = seedBasics(db);
  const env = await createTestEnv({ db, env: settings });
  const visit = (await env.json<Appointment>("POST", "/api/appointments", { clientId: b.maria, date: "2026-03-10", items: [{ serviceId: b.colore, stylistId: b.giulia, startTime: "09:00" }] })).body;
  const photos = `/api/appointments/${visit.id}/items/${visit.items[0]!.id}/photos`;
  const kept = await addPhoto(env, photos, 80);
  const dropped = await addPhoto(env, photos, 90);
  const fileOf = (id: number) => (db.$client.query("SELECT file FROM client_photos WHERE id = ?").get(id) as { file: string }).file;
  const [keptFile, droppedFile] = [fileOf(kept.id), fileOf(dropped.id)];
  const keptBytes = readFileSync(join(env.app.photosDir, keptFile));
  const photoKeys = () => [...fake.objects.keys()].filter((k) => k.startsWith("salone-bk/roma/photos/")).sort();
  const photoPuts = () => fake.requests.filter((r) => r.method === "PUT" && r.path.startsWith("salone-bk/roma/photos/")).length;

  const first = (await env.json("POST", "/api/backups")).body;
  expect(first.offsite).toBe(`s3://salone-bk/roma/${first.name}`);
  expect(photoKeys()).toEqual([`salone-bk/roma/photos/${keptFile}`, `salone-bk/roma/photos/${droppedFile}`].sort());
  expect(JSON.parse(Buffer.from(fake.objects.get(`salone-bk/roma/${first.name}.photos.json`)!).toString())).toEqual([keptFile, droppedFile].sort());

  // One photo deleted; the next backup uploads no photo again.
  expect((await env.call("DELETE", dropped.url)).status).toBe(204);
  env.clock.advance(60_000);
  const second = (await env.json("POST", "/api/backups")).body;
  expect(photoPuts()).toBe(2);
  expect(JSON.parse(Buffer.from(fake.objects.get(`salone-bk/roma/${second.name}.photos.json`)!).toString())).toEqual([keptFile]);
  // The deleted photo stays off-site while the first backup, which holds it, is kept.
  expect(photoKeys()).toHaveLength(2);

  // A third backup: BACKUP_KEEP=2 drops the first here and off-site, and with it the deleted photo.
  env.clock.advance(60_000);
  const third = (await env.json("POST", "/api/backups")).body;
  const names = [...fake.objects.keys()].filter((k) => !k.includes("/photos/")).sort();
  expect(names).toEqual([second.name, `${second.name}.photos.json`, third.name, `${third.name}.photos.json`].map((n) => `salone-bk/roma/${n}`).sort());
  expect(photoKeys()).toEqual([`salone-bk/roma/photos/${keptFile}`]);
  expect(env.logs.map((l) => JSON.parse(l)).find((l) => l.msg === "copie fuori sede scadute eliminate")).toMatchObject({ backups: 1, photos: 1 });

  // The machine is lost: database, photos and local backups. A new one restores from S3.
  db.$client.close();
  rmSync(join(root, "data"), { recursive: true, force: true });
  const log = console.log;
  console.log = () => {};
  try {
    expect(await runBackupCli(["restore", `s3://salone-bk/roma/${second.name}`], parseConfig(settings), testClock())).toBe(0);
  } finally {
    console.log = log;
  }
  expect(readdirSync(join(root, "data", "photos"))).toEqual([keptFile]);
  const again = await createTestEnv({ db: openDatabase(databasePath), env: settings });
  const served = await again.call("GET", kept.url);
  expect(served.status).toBe(200);
  expect(Buffer.from(await served.arrayBuffer()).equals(keptBytes)).toBe(true);
  expect((await again.call("GET", dropped.url)).status).toBe(404);
  again.app.ctx.db.$client.close();
}, 60_000);

test("off-site retention keeps the newest BACKUP_KEEP whoever made them, and prunes only after a good upload", async () => {
  const fake = startFakeS3();
  stops.push(fake.stop);
  const root = mkdtempSync(join(tmpdir(), "salone-offsite-keep-"));
  dirs.push(root);
  const settings = { DATABASE_PATH: join(root, "salone.db"), BACKUP_KEEP: "1", BACKUP_S3_URL: "s3://salone-bk/roma", BACKUP_S3_ENDPOINT: fake.url, BACKUP_S3_ACCESS_KEY_ID: "A", BACKUP_S3_SECRET_ACCESS_KEY: "S" };
  // The old machine's last copy, with its photo.
  const OLD = "salone-2026-01-10T02-00-00-000Z.db";
  const OLD_PHOTO = "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa.jpg";
  fake.objects.set(`salone-bk/roma/${OLD}`, new Uint8Array([1]));
  fake.objects.set(`salone-bk/roma/${OLD}.photos.json`, new TextEncoder().encode(JSON.stringify([OLD_PHOTO])));
  fake.objects.set(`salone-bk/roma/photos/${OLD_PHOTO}`, new Uint8Array([2]));
  const env = await createTestEnv({ db: openDatabase(settings.DATABASE_PATH), env: settings });
  // The bucket refuses: the new copy is not there, so the old one stays.
  fake.failing(true);
  expect((await env.json("POST", "/api/backups")).body.offsite).toBeNull();
  fake.failing(false);
  expect([...fake.objects.keys()].sort()).toEqual([`salone-bk/roma/${OLD}`, `salone-bk/roma/${OLD}.photos.json`, `salone-bk/roma/photos/${OLD_PHOTO}`].sort());
  env.clock.advance(60_000);
  const made = (await env.json("POST", "/api/backups")).body;
  expect([...fake.objects.keys()].sort()).toEqual([`salone-bk/roma/${made.name}`, `salone-bk/roma/${made.name}.photos.json`].sort());
  env.app.ctx.db.$client.close();
});

test("restore from S3 refuses a photo list naming anything but a photo", async () => {
  const fake = startFakeS3();
  stops.push(fake.stop);
  const root = mkdtempSync(join(tmpdir(), "salone-offsite-bad-"));
  dirs.push(root);
  const settings = { DATABASE_PATH: join(root, "salone.db"), BACKUP_S3_URL: "s3://salone-bk", BACKUP_S3_ENDPOINT: fake.url, BACKUP_S3_ACCESS_KEY_ID: "A", BACKUP_S3_SECRET_ACCESS_KEY: "S" };
  fake.objects.set("salone-bk/salone-2026-03-10T02-00-00-000Z.db", new Uint8Array([1]));
  fake.objects.set("salone-bk/salone-2026-03-10T02-00-00-000Z.db.photos.json", new TextEncoder().encode(JSON.stringify(["../../etc/passwd"])));
  const errors: string[] = [];
  const error = console.error;
  console.error = (line: string) => errors.push(line);
  try {
    expect(await runBackupCli(["restore", "s3://salone-bk/salone-2026-03-10T02-00-00-000Z.db"], parseConfig(settings), testClock())).toBe(1);
  } finally {
    console.error = error;
  }
  expect(errors.join("\n")).toContain("Elenco delle foto non valido");
  expect(readdirSync(root)).toEqual([]);
});
