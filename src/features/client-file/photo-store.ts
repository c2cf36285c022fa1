import { existsSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ensurePrivateFolder, makePrivate } from "../../../db/private-files";

const FILE_NAME = /^[0-9a-f-]{36}\.jpg$/;

/**
 * The photos folder beside the database: one JPEG per photo, named by a random UUID (never by a
 * client's name or id), readable by the server's user only. A file is written under a temporary
 * name and renamed, so a crash never leaves half a photo under a name the database points to.
 */
export function createPhotoStore(dir: string) {
  return {
    dir,
    write(bytes: Uint8Array): string {
      ensurePrivateFolder(dir);
      const name = `${crypto.randomUUID()}.jpg`;
      const temp = join(dir, `.${name}.part`);
      writeFileSync(temp, bytes, { mode: 0o600 });
      makePrivate(temp);
      renameSync(temp, join(dir, name));
      return name;
    },
    path(name: string): string {
      if (!FILE_NAME.test(name)) throw new Error(`nome di foto non valido: ${name}`);
      return join(dir, name);
    },
    exists(name: string): boolean {
      return FILE_NAME.test(name) && existsSync(join(dir, name));
    },
    remove(name: string) {
      if (FILE_NAME.test(name)) rmSync(join(dir, name), { force: true });
    },
    /** Files no row points to (an item deleted with its visit, a crash between file and row). */
    sweep(known: Iterable<string>): string[] {
      if (!existsSync(dir)) return [];
      const keep = new Set(known);
      const stray = readdirSync(dir).filter((name) => (FILE_NAME.test(name) || name.endsWith(".part")) && !keep.has(name));
      for (const name of stray) rmSync(join(dir, name), { force: true });
      return stray;
    },
  };
}
export type PhotoStore = ReturnType<typeof createPhotoStore>;
