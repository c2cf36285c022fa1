// The hooks the client's erasure and export call: her formulas and photos, nobody else's.
import { beforeEach, describe, expect, test } from "bun:test";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { Appointment } from "../../domain/schemas/appointments";
import { photoForm, testJpeg } from "../../test/images";
import { envWithBasics, type Basics } from "../../test/seed-basics";
import type { TestEnv } from "../../test/test-app";
import { clientFileExport, eraseClientFile } from "./hooks";

let env: TestEnv;
let b: Basics;

async function colourWithPhoto(clientId: number, date: string) {
  const visit = (await env.json<Appointment>("POST", "/api/appointments", { clientId, date, items: [{ serviceId: b.colore, stylistId: b.giulia, startTime: "09:00" }] })).body;
  const base = `/api/appointments/${visit.id}/items/${visit.items[0]!.id}`;
  await env.json("PUT", `${base}/formula`, { brand: "Wella", shades: [{ shade: "6.1", grams: 30 }] });
  const form = photoForm(testJpeg(40, 30), "before");
  const res = await env.app.handle(
    new Request(`http://localhost${base}/photos`, { method: "POST", body: form.body as Uint8Array<ArrayBuffer>, headers: { authorization: `Bearer ${env.token}`, "content-type": form.contentType } }),
  );
  expect(res.status).toBe(201);
  return { visit, photo: (await res.json()) as { id: number; url: string } };
}

beforeEach(async () => {
  ({ env, b } = await envWithBasics());
});

describe("clientFileExport", () => {
  test("her formulas with visit, day, service, stylist and photo urls; not another client's", async () => {
    const { visit, photo } = await colourWithPhoto(b.maria, "2026-03-10");
    await colourWithPhoto(b.luca, "2026-03-11");
    const exported = clientFileExport(env.app.ctx.db, b.maria);
    expect(exported).toEqual([
      {
        appointmentId: visit.id,
        itemId: visit.items[0]!.id,
        date: "2026-03-10",
        serviceName: "Colore",
        stylistId: b.giulia,
        stylistName: "Giulia",
        formula: expect.objectContaining({ brand: "Wella", shades: [{ shade: "6.1", grams: 30 }] }),
        photos: [{ ...photo, kind: "before" }],
      },
    ]);
  });
});

describe("eraseClientFile", () => {
  test("inside the erasure's transaction her rows go; after the commit her files; Luca's stay", async () => {
    await colourWithPhoto(b.maria, "2026-03-10");
    const luca = await colourWithPhoto(b.luca, "2026-03-11");
    const dir = env.app.photosDir;
    expect(readdirSync(dir)).toHaveLength(2);
    const db = env.app.ctx.db;
    const erased = db.transaction((tx) => eraseClientFile(tx, b.maria, dir));
    expect({ formulas: erased.formulas, photos: erased.photos }).toEqual({ formulas: 1, photos: 1 });
    expect(readdirSync(dir)).toHaveLength(2); // files wait for the commit
    erased.removeFiles();
    expect(clientFileExport(db, b.maria)).toEqual([]);
    expect(clientFileExport(db, b.luca)).toHaveLength(1);
    const [left] = readdirSync(dir);
    expect(existsSync(join(dir, left!))).toBe(true);
    expect((await env.call("GET", luca.photo.url)).status).toBe(200);
  });

  test("a rolled-back erasure keeps her rows and her files", async () => {
    await colourWithPhoto(b.maria, "2026-03-10");
    const db = env.app.ctx.db;
    expect(() =>
      db.transaction((tx) => {
        eraseClientFile(tx, b.maria, env.app.photosDir);
        throw new Error("erasure failed");
      }),
    ).toThrow("erasure failed");
    expect(clientFileExport(db, b.maria)).toHaveLength(1);
    expect(readdirSync(env.app.photosDir)).toHaveLength(1);
  });
});
