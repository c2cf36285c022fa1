import { S3Client } from "bun";
import { existsSync, readdirSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { ensurePrivateFolder, makePrivate } from "../../../db/private-files";
import type { BackupConfig } from "../../config";
import { backupsToDelete } from "../../domain/backups";

type S3Target = NonNullable<BackupConfig["s3"]>;

export const offsiteUrl = (s3: S3Target, name: string) => `s3://${s3.bucket}/${s3.prefix}${name}`;

/**
 * The off-site layout, under the configured prefix: each backup's database `salone-….db`, beside
 * it `salone-….db.photos.json` (the names of the photos it holds), and one shared `photos/`
 * folder. Photos never change after they are written and are named by random UUIDs, so each is
 * uploaded once and serves every backup that lists it.
 */
const PHOTOS = "photos/";
const manifestKey = (prefix: string, name: string) => `${prefix}${name}.photos.json`;
const PHOTO_NAME = /^[0-9a-f-]{36}\.jpg$/;

const clientFor = (s3: S3Target, bucket = s3.bucket) =>
  new S3Client({
    bucket,
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
    ...(s3.region ? { region: s3.region } : {}),
  });

async function keysUnder(client: S3Client, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let continuationToken: string | undefined;
  do {
    const page = await client.list({ prefix, ...(continuationToken ? { continuationToken } : {}) });
    keys.push(...(page.contents ?? []).map((c) => c.key));
    continuationToken = page.isTruncated ? page.nextContinuationToken : undefined;
  } while (continuationToken);
  return keys;
}

const photoNames = (dir: string | null) => (dir && existsSync(dir) ? readdirSync(dir).filter((n) => PHOTO_NAME.test(n)).sort() : []);

/**
 * Copies a finished backup to S3-compatible storage with Bun's built-in client (it signs with
 * SigV4 and switches to a multipart upload for large files by itself): the photos it holds that
 * are not there yet, its list of photos, then the database last, so a database found off-site
 * always has its photos. The keys stay inside the client: callers log only the s3:// URL.
 */
export async function uploadBackup(s3: S3Target, path: string, name: string, photosDir: string | null = null): Promise<string> {
  const client = clientFor(s3);
  const photos = photoNames(photosDir);
  const there = new Set((await keysUnder(client, `${s3.prefix}${PHOTOS}`)).map((key) => key.slice(s3.prefix.length + PHOTOS.length)));
  for (const file of photos) {
    if (!there.has(file)) await client.write(`${s3.prefix}${PHOTOS}${file}`, Bun.file(join(photosDir!, file)), { type: "image/jpeg" });
  }
  await client.write(manifestKey(s3.prefix, name), JSON.stringify(photos), { type: "application/json" });
  await client.write(`${s3.prefix}${name}`, Bun.file(path), { type: "application/vnd.sqlite3" });
  return offsiteUrl(s3, name);
}

/**
 * Retention off-site, by the same rule as here: the newest `keep` backups under the prefix stay
 * (database and photo list), whichever machine made them, the older ones go; then every photo no
 * remaining list names, unless it is still in the live folder (a backup of another process may
 * be uploading it before its list). Called after a successful upload only, so a bucket that
 * refused the new copies never loses its last good ones.
 */
export async function pruneOffsite(s3: S3Target, keep: number, livePhotosDir: string | null = null): Promise<{ backups: number; photos: number }> {
  const client = clientFor(s3);
  const top = (await keysUnder(client, s3.prefix)).map((k) => k.slice(s3.prefix.length)).filter((k) => !k.includes("/"));
  const old = backupsToDelete(top, keep);
  for (const name of old) {
    await client.delete(`${s3.prefix}${name}`);
    await client.delete(manifestKey(s3.prefix, name));
  }
  const named = new Set<string>(photoNames(livePhotosDir));
  const gone = new Set(old.map((name) => `${name}.photos.json`));
  for (const list of top.filter((k) => k.endsWith(".photos.json") && !gone.has(k))) {
    for (const file of JSON.parse(await client.file(`${s3.prefix}${list}`).text()) as string[]) named.add(file);
  }
  const stray = (await keysUnder(client, `${s3.prefix}${PHOTOS}`)).filter((k) => !named.has(k.slice(s3.prefix.length + PHOTOS.length)));
  for (const key of stray) await client.delete(key);
  return { backups: old.length, photos: stray.length };
}

/** `s3://bucket/path/salone-….db` → its bucket, the prefix it sits under and its name. */
export function parseOffsiteBackupUrl(url: string): { bucket: string; prefix: string; name: string } | null {
  const match = /^s3:\/\/([^/]+)\/((?:[^/]+\/)*)([^/]+\.db)$/.exec(url);
  return match ? { bucket: match[1]!, prefix: match[2]!, name: match[3]! } : null;
}

/**
 * Brings an off-site backup down into `dir`: the database as `dir/<name>` and its photos in the
 * `.photos` folder beside it, the layout a local backup has, so `salone restore` puts both in
 * place. Photo names come from the bucket: only UUID file names are accepted.
 */
export async function downloadBackup(s3: S3Target, url: string, dir: string): Promise<string> {
  const where = parseOffsiteBackupUrl(url);
  if (!where) throw new Error(`Indirizzo non valido: ${url} (atteso s3://bucket/percorso/salone-….db)`);
  const client = clientFor(s3, where.bucket);
  const local = join(dir, where.name);
  const manifest = client.file(manifestKey(where.prefix, where.name));
  const photos = (await manifest.exists()) ? (JSON.parse(await manifest.text()) as unknown[]) : null;
  if (photos && !photos.every((p): p is string => typeof p === "string" && PHOTO_NAME.test(p))) throw new Error(`Elenco delle foto non valido in ${url}`);
  ensurePrivateFolder(dir);
  await Bun.write(`${local}.download`, client.file(`${where.prefix}${where.name}`));
  makePrivate(`${local}.download`);
  renameSync(`${local}.download`, local);
  if (photos) {
    const temp = `${local}.photos.download`;
    rmSync(temp, { recursive: true, force: true });
    ensurePrivateFolder(temp);
    for (const file of photos) {
      await Bun.write(join(temp, file), client.file(`${where.prefix}${PHOTOS}${file}`));
      makePrivate(join(temp, file));
    }
    rmSync(`${local}.photos`, { recursive: true, force: true });
    renameSync(temp, `${local}.photos`);
  }
  return local;
}
