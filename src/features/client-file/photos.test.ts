// Photos of a visit item: upload (sniffed, resized, re-encoded), serve to a signed-in user only,
// at most four, delete, who may write.
import { beforeEach, describe, expect, test } from "bun:test";
import { existsSync, readdirSync, writeFileSync } from "node:fs";
import jpeg from "jpeg-js";
import type { Appointment } from "../../domain/schemas/appointments";
import type { TestEnv } from "../../test/test-app";
import { envWithBasics, type Basics } from "../../test/seed-basics";
import { signInAs } from "../../test/staff";
import { createPhotoStore } from "./photo-store";
import { createClientFileService } from "./service";
import { photoForm, testJpeg, testPng, type PhotoUpload } from "../../test/images";

let env: TestEnv;
let b: Basics;
let visit: Appointment;
let base: string;

beforeEach(async () => {
  ({ env, b } = await envWithBasics());
  const res = await env.json<Appointment>("POST", "/api/appointments", {
    clientId: b.maria,
    date: "2026-03-10",
    items: [
      { serviceId: b.colore, stylistId: b.giulia, startTime: "09:00" },
      { serviceId: b.taglio, stylistId: b.marco, startTime: "10:30" },
    ],
  });
  visit = res.body;
  base = `/api/appointments/${visit.id}/items/${visit.items[0]!.id}/photos`;
});

const upload = (path: string, form: PhotoUpload, token = env.token, headers: Record<string, string> = {}) =>
  env.app.handle(
    new Request(`http://localhost${path}`, {
      method: "POST",
      body: form.body as Uint8Array<ArrayBuffer>,
      headers: { authorization: `Bearer ${token}`, "content-type": form.contentType, ...headers },
    }),
  );
const photosDir = () => env.app.photosDir;
const small = testJpeg(64, 48);

describe("POST …/photos", () => {
  test("a 2000×1000 JPEG is stored as a 1600×800 JPEG in the photos folder and served to a signed-in user", async () => {
    const res = await upload(base, photoForm(testJpeg(2000, 1000), "before"));
    expect(res.status).toBe(201);
    const photo = (await res.json()) as { id: number; url: string; kind: string };
    expect(photo).toEqual({ id: photo.id, url: `${base}/${photo.id}`, kind: "before" });
    expect(readdirSync(photosDir()).filter((n) => n.endsWith(".jpg"))).toHaveLength(1);

    const served = await env.call("GET", photo.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(served.headers.get("cache-control")).toContain("private");
    const image = jpeg.decode(new Uint8Array(await served.arrayBuffer()));
    expect([image.width, image.height]).toEqual([1600, 800]);

    expect((await env.anonymous("GET", photo.url)).status).toBe(401);
    expect((await env.json("GET", base)).body).toEqual([photo]);
    const history = await env.json("GET", `/api/clients/${b.maria}/formulas`);
    expect(history.body[0].photos).toEqual([photo]);
  }, 30_000);

  test("a PNG is accepted by its bytes whatever its name; kind is optional", async () => {
    const res = await upload(base, photoForm(testPng(40, 30), undefined, "foto.heic"));
    expect(res.status).toBe(201);
    expect(((await res.json()) as { kind: unknown }).kind).toBeNull();
  });

  test("at most four per item: the fifth is 409 with the Italian message, and leaves no file", async () => {
    for (let i = 0; i < 4; i++) expect((await upload(base, photoForm(small))).status).toBe(201);
    const fifth = await upload(base, photoForm(small));
    expect(fifth.status).toBe(409);
    expect(((await fifth.json()) as { message: string }).message).toBe("Al massimo 4 foto per servizio: eliminane una prima di aggiungerne un'altra");
    expect(readdirSync(photosDir())).toHaveLength(4);
  });

  test.each([
    ["a PDF named .jpg", () => photoForm(new TextEncoder().encode("%PDF-1.7 ..."), undefined, "foto.jpg"), { photo: "Formato non supportato: carica una foto JPEG o PNG" }],
    ["a broken JPEG", () => photoForm(small.subarray(0, 30)), { photo: "La foto non è leggibile: riprova o scattane un'altra" }],
    ["no photo", () => photoForm(null, "before"), { photo: "Scegli una foto da caricare" }],
    ["a kind that is neither", () => photoForm(small, "durante"), { kind: "Tipo di foto non valido: prima o dopo" }],
  ])("%s: 400 with the field's message", async (_name, form, fields) => {
    const res = await upload(base, form());
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: unknown }).fields).toEqual(fields);
  });

  test("over 10 MB: 413 before anything is read", async () => {
    const res = await upload(base, photoForm(small), env.token, { "content-length": String(11 * 1024 * 1024) });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toBe("La foto supera 10 MB");
  });

  test("a multipart body anywhere else is still refused with 415; an item that does not exist is 404", async () => {
    const form = photoForm(small);
    expect((await upload("/api/clients", form)).status).toBe(415);
    expect((await upload(`/api/appointments/${visit.id}/items/999/photos`, photoForm(small))).status).toBe(404);
  });
});

test("at start-up, photo files no row points to are removed; the others stay", async () => {
  const kept = (await (await upload(base, photoForm(small))).json()) as { url: string };
  const stray = `${photosDir()}/11111111-1111-4111-8111-111111111111.jpg`;
  writeFileSync(stray, "x");
  expect(env.app.ctx.db.$client.query("SELECT count(*) AS n FROM client_photos").get()).toEqual({ n: 1 });
  expect(createClientFileService(env.app.ctx, createPhotoStore(photosDir())).sweepStrayPhotos()).toEqual(["11111111-1111-4111-8111-111111111111.jpg"]);
  expect(existsSync(stray)).toBe(false);
  expect((await env.call("GET", kept.url)).status).toBe(200);
});

describe("DELETE and roles", () => {
  test("deleting removes the row and the file", async () => {
    const photo = (await (await upload(base, photoForm(small))).json()) as { id: number; url: string };
    const res = await env.call("DELETE", photo.url);
    expect(res.status).toBe(204);
    expect(readdirSync(photosDir())).toEqual([]);
    expect((await env.call("GET", photo.url)).status).toBe(404);
  });

  test("a stylist adds and deletes photos on her own item only; reception looks but does not touch", async () => {
    const giulia = await signInAs(env, "stylist", { stylistId: b.giulia });
    const marco = await signInAs(env, "stylist", { stylistId: b.marco });
    const desk = await signInAs(env, "reception");
    const res = await upload(base, photoForm(small), giulia.token);
    expect(res.status).toBe(201);
    const photo = (await res.json()) as { url: string };
    expect((await upload(base, photoForm(small), marco.token)).status).toBe(403);
    expect((await upload(base, photoForm(small), desk.token)).status).toBe(403);
    expect((await marco.call("DELETE", photo.url)).status).toBe(403);
    expect((await desk.call("GET", photo.url)).status).toBe(200);
    expect((await marco.call("GET", photo.url)).status).toBe(200);
    expect((await giulia.call("DELETE", photo.url)).status).toBe(204);
    expect(existsSync(photosDir())).toBe(true);
  });
});
