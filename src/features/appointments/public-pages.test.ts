// /prenota as a phone with no JavaScript uses it: follow the links, post the form. The pages call
// the same service as /api/public/*, so these tests check what the HTML offers and what a post does.
import { beforeEach, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { appointments, clients } from "../../../db/schema";
import { SLOT_TAKEN_MESSAGE } from "../../domain/schemas/online-booking";
import { bookingBody, enableOnline, publicCall } from "../../test/online-booking";
import { formFields, getPage, headingOf, linkTo, links, postForm, textOf, type Page } from "../../test/public-pages";
import { seedBasics, type Basics } from "../../test/seed-basics";
import { createTestEnv, type TestEnv } from "../../test/test-app";
import { HONEYPOT_MESSAGE, PHONE_LIMIT_MESSAGE } from "./public-service";

let env: TestEnv;
let b: Basics;
// The test clock: 10:00 on Tuesday 2026-03-10 in Rome. Stylists work 09:00-18:00, break 13:00-14:00.
const THURSDAY = "2026-03-12";

beforeEach(async () => {
  env = await createTestEnv({ env: { SALON_NAME: "Salone Aurora", SALON_ADDRESS: "Via Roma 1, Torino" } });
  b = seedBasics(env.app.ctx.db);
});

const heading = (page: Page) => headingOf(page.html);
const details = (over: Record<string, string> = {}) => ({
  servizio: String(b.taglio),
  stilista: "qualsiasi",
  giorno: THURSDAY,
  ora: "10:00",
  firstName: "Anna",
  lastName: "Verdi",
  phone: "+39 333 765 4321",
  notes: "",
  website: "",
  ...over,
});
const online = () => env.app.ctx.db.select().from(appointments).where(eq(appointments.source, "online")).all();

/** Service → "Nessuna preferenza" → Thursday → 10:00, by links only; returns each page on the way. */
async function walkToDetails() {
  const service = await getPage(env, "/prenota");
  const stylist = await getPage(env, linkTo(service.html, /^Taglio Donna/));
  const day = await getPage(env, linkTo(stylist.html, /^Nessuna preferenza/));
  const time = await getPage(env, links(day.html).find((l) => l.href.includes(`giorno=${THURSDAY}`))!.href);
  const form = await getPage(env, linkTo(time.html, "10:00"));
  return { service, stylist, day, time, form };
}

describe("the steps, as links", () => {
  test("service → stylist → day → time → details: each page offers the right links and no script", async () => {
    await enableOnline(env, b);
    const { service, stylist, day, time, form } = await walkToDetails();
    for (const page of [service, stylist, day, time, form]) {
      expect(page.status).toBe(200);
      expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(page.headers.get("cache-control")).toBe("no-store");
      expect(page.headers.get("content-security-policy")).toContain("default-src 'none'");
      expect(page.html).toStartWith("<!doctype html>");
      expect(page.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
      expect(page.html).not.toContain("<script");
      expect(textOf(page.html)).toStartWith("Salone Aurora Via Roma 1, Torino");
    }
    expect(heading(service)).toBe("Scegli il servizio");
    expect(links(service.html)).toEqual([
      { text: "Colore 1 h 30 min · 55,00 €", href: `/prenota?servizio=${b.colore}` },
      { text: "Taglio Donna 45 min · 35,00 €", href: `/prenota?servizio=${b.taglio}` },
    ]);
    expect(heading(stylist)).toBe("Con chi?");
    expect(links(stylist.html).map((l) => [l.text, l.href])).toEqual([
      ["Rimuovi", "/prenota"],
      ["+ Aggiungi un altro servizio", `/prenota?servizio=${b.taglio}&aggiungi=1`],
      ["Nessuna preferenza Il primo libero", `/prenota?servizio=${b.taglio}&stilista=qualsiasi`],
      ["Giulia", `/prenota?servizio=${b.taglio}&stilista=${b.giulia}`],
      ["Marco", `/prenota?servizio=${b.taglio}&stilista=${b.marco}`],
    ]);
    // 31 days from today; Sunday the 15th is closed: greyed, no link.
    expect(heading(day)).toBe("Scegli il giorno");
    expect([...day.html.matchAll(/data-day="([^"]+)"/g)].map((m) => m[1])).toHaveLength(31);
    expect(day.html).toMatch(/<span data-day="2026-03-15"[^>]*><span[^>]*>dom 15\/03<\/span> <span[^>]*>nessun orario/);
    expect(links(day.html).some((l) => l.href.includes("giorno=2026-03-15"))).toBe(false);
    expect(linkTo(day.html, /^gio 12\/03/)).toBe(`/prenota?servizio=${b.taglio}&stilista=qualsiasi&giorno=${THURSDAY}`);
    expect(linkTo(day.html, "Mostra altri giorni")).toBe(`/prenota?servizio=${b.taglio}&stilista=qualsiasi&da=2026-04-10`);
    expect(heading(time)).toBe("Scegli l'orario");
    expect(textOf(time.html)).toContain("giovedì 12 marzo 2026");
    expect(links(time.html).filter((l) => /^\d\d:\d\d$/.test(l.text))[0]).toEqual({ text: "09:00", href: `/prenota?servizio=${b.taglio}&stilista=qualsiasi&giorno=${THURSDAY}&ora=09:00` });
    // The choices so far, each with its "Cambia".
    expect(heading(form)).toBe("I tuoi dati");
    expect(textOf(form.html)).toContain("Servizio: Taglio Donna · 45 min · 35,00 € Cambia Con: Nessuna preferenza Cambia Giorno: giovedì 12 marzo 2026 Cambia Orario: 10:00–10:45 Cambia");
    expect(links(form.html).filter((l) => l.text === "Cambia").map((l) => l.href)).toEqual([
      `/prenota?servizio=${b.taglio}`,
      `/prenota?servizio=${b.taglio}`,
      `/prenota?servizio=${b.taglio}&stilista=qualsiasi&da=2026-03-10`,
      `/prenota?servizio=${b.taglio}&stilista=qualsiasi&giorno=${THURSDAY}`,
    ]);
    expect(form.html).toMatch(/<form [^>]*action="\/prenota" method="post">/);
    expect(formFields(form.html)).toEqual({ servizio: String(b.taglio), stilista: "qualsiasi", giorno: THURSDAY, ora: "10:00", firstName: "", lastName: "", phone: "", notes: "", website: "" });
    // She ticks it herself: first person.
    expect(textOf(form.html)).toContain("Acconsento a ricevere messaggi WhatsApp dal salone");
    expect(textOf(form.html)).toContain("Conferma prenotazione");
  });

  test("'Mostra altri giorni' shows the next 31 days up to the end of the window, and a way back", async () => {
    await enableOnline(env, b, { windowDays: 40 });
    const next = await getPage(env, `/prenota?servizio=${b.taglio}&stilista=${b.giulia}&da=2026-04-10`);
    const days = [...next.html.matchAll(/data-day="([^"]+)"/g)].map((m) => m[1]);
    expect([days[0], days.at(-1), days.length]).toEqual(["2026-04-10", "2026-04-18", 9]);
    expect(links(next.html).map((l) => l.text)).not.toContain("Mostra altri giorni");
    expect(linkTo(next.html, "Giorni precedenti")).toBe(`/prenota?servizio=${b.taglio}&stilista=${b.giulia}&da=2026-03-10`);
  });
});

describe("POST /prenota", () => {
  test("books through the service (source online, the free stylist), then 303 to the manage link with the confirmation", async () => {
    await enableOnline(env, b);
    // Giulia is busy at 10:00: "Nessuna preferenza" can only be Marco.
    expect((await publicCall(env, "POST", "/api/public/bookings", bookingBody(b, { phone: "3400000009" }))).status).toBe(201);
    const { form } = await walkToDetails();
    const sent = await postForm(env, "/prenota", { ...formFields(form.html), ...details(), whatsappConsent: "si", notes: "Capelli lunghi" });
    expect(sent.status).toBe(303);
    expect(sent.location).toMatch(/^\/prenota\/gestisci\/[A-Za-z0-9_-]{43}\?nuova=1$/);
    const mine = online().find((a) => a.stylistId === b.marco)!;
    expect([mine.date, mine.startTime, mine.endTime, mine.status, mine.notes]).toEqual([THURSDAY, "10:00", "10:45", "booked", "Capelli lunghi"]);
    const client = env.app.ctx.db.select().from(clients).where(eq(clients.id, mine.clientId)).get()!;
    expect([client.firstName, client.lastName, client.phone, client.whatsappConsent, client.whatsappConsentRequestedAt !== null]).toEqual(["Anna", "Verdi", "+393337654321", false, true]);

    const confirmation = await getPage(env, sent.location!);
    expect(confirmation.status).toBe(200);
    expect(confirmation.headers.get("cache-control")).toBe("no-store");
    expect(heading(confirmation)).toBe("Prenotazione confermata");
    expect(textOf(confirmation.html)).toContain("Giorno giovedì 12 marzo 2026 Orario 10:00–10:45 Servizio Taglio Donna Con Marco Stato Prenotato");
    const manage = sent.location!.replace("?nuova=1", "");
    expect(linkTo(confirmation.html, "Gestisci la prenotazione")).toBe(manage);
    expect(textOf(confirmation.html)).toContain(`http://localhost${manage}`);
  });

  test("400: the form again, the messages under their fields, what was typed kept, nothing booked", async () => {
    await enableOnline(env, b);
    const res = await postForm(env, "/prenota", details({ firstName: "", phone: "12", notes: "Frangia <corta>", whatsappConsent: "si" }));
    expect(res.status).toBe(400);
    expect(heading(res)).toBe("I tuoi dati");
    expect(res.html).toMatch(/<input[^>]*id="nome"[^>]*aria-invalid="true"[^>]*>.*?<p id="nome-error"[^>]*>Nome è richiesto<\/p>/s);
    expect(res.html).toMatch(/<p id="telefono-error"[^>]*>Il telefono deve avere da 6 a 10 cifre<\/p>/);
    expect(formFields(res.html)).toMatchObject({ lastName: "Verdi", phone: "12", notes: "Frangia <corta>", whatsappConsent: "si" });
    expect(res.html).toContain("Frangia &lt;corta&gt;");
    expect(online()).toHaveLength(0);
  });

  test("409: the time was just taken — the day's fresh times with the reason, the taken one gone", async () => {
    await enableOnline(env, b, { stylistIds: [b.giulia] });
    expect((await publicCall(env, "POST", "/api/public/bookings", bookingBody(b, { phone: "3400000009" }))).status).toBe(201);
    const res = await postForm(env, "/prenota", details());
    expect(res.status).toBe(409);
    expect(heading(res)).toBe("Scegli l'orario");
    expect(res.html).toContain(`<p role="alert"`);
    expect(textOf(res.html)).toContain(SLOT_TAKEN_MESSAGE);
    const times = links(res.html).filter((l) => /^\d\d:\d\d$/.test(l.text)).map((l) => l.text);
    expect(times).toContain("09:00");
    expect(times).toContain("10:45");
    expect(times).not.toContain("10:00");
    expect(online()).toHaveLength(1);
  });

  test.each<[string, Record<string, string>, string]>([
    ["a time already past today", { giorno: "2026-03-10", ora: "09:00" }, "Questo orario è già passato: scegli un altro orario"],
    ["a time off the page's grid", { ora: "10:05" }, "Online si prenota ogni 15 minuti (08:00, 08:15, …): scegli uno degli orari proposti"],
    ["a time the salon is closed", { giorno: "2026-03-15", ora: "10:00" }, "Il salone è chiuso il 15/03/2026: scegli un altro giorno"],
  ])("409 for %s: the page says what is wrong, not 'just booked'", async (_label, over, message) => {
    await enableOnline(env, b);
    const res = await postForm(env, "/prenota", details(over));
    expect(res.status).toBe(409);
    expect(heading(res)).toBe("Scegli l'orario");
    expect(textOf(res.html)).toContain(message);
    expect(textOf(res.html)).not.toContain(SLOT_TAKEN_MESSAGE);
    expect(online()).toHaveLength(0);
  });

  test("a missing phone is named under its field", async () => {
    await enableOnline(env, b);
    const res = await postForm(env, "/prenota", details({ phone: "" }));
    expect(res.status).toBe(400);
    expect(res.html).toMatch(/Telefono.*Telefono è richiesto/s);
    expect(online()).toHaveLength(0);
  });

  test.each<[string, Record<string, string>, string, string]>([
    ["WhatsApp not set up", {}, "si", "Il salone la confermerà al più presto e ti telefonerà per dirtelo."],
    ["no consent", { WHATSAPP_ACCESS_TOKEN: "t", WHATSAPP_PHONE_NUMBER_ID: "1" }, "", "Il salone la confermerà al più presto e ti telefonerà per dirtelo."],
    ["WhatsApp and her consent", { WHATSAPP_ACCESS_TOKEN: "t", WHATSAPP_PHONE_NUMBER_ID: "1" }, "si", "Il salone la confermerà al più presto: ti avviseremo su WhatsApp."],
  ])("a request to approve promises a WhatsApp message only when one will go: %s", async (_label, extra, consent, promise) => {
    env = await createTestEnv({ env: extra });
    b = seedBasics(env.app.ctx.db);
    await enableOnline(env, b, { requireApproval: true });
    const posted = await postForm(env, "/prenota", { ...details(), ...(consent ? { whatsappConsent: consent } : {}) });
    expect(posted.status).toBe(303);
    const page = await getPage(env, posted.headers.get("location")!);
    expect(textOf(page.html)).toContain(promise);
  });

  test("a link whose time is not offered shows the day's times saying why", async () => {
    await enableOnline(env, b);
    const page = await getPage(env, `/prenota?servizio=${b.taglio}&stilista=qualsiasi&giorno=2026-03-10&ora=09:00`);
    expect([page.status, heading(page)]).toEqual([200, "Scegli l'orario"]);
    expect(textOf(page.html)).toContain("Questo orario è già passato: scegli un altro orario");
  });

  test("429: the phone's daily limit, in Italian, with the form kept", async () => {
    await enableOnline(env, b);
    for (const ora of ["09:00", "11:00", "15:00"]) expect((await postForm(env, "/prenota", details({ ora }))).status).toBe(303);
    const res = await postForm(env, "/prenota", details({ ora: "16:00" }));
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(textOf(res.html)).toContain(PHONE_LIMIT_MESSAGE);
    expect(formFields(res.html).firstName).toBe("Anna");
    expect(online()).toHaveLength(3);
  });

  test("429: the address's write limit is the API's, shared", async () => {
    await enableOnline(env, b);
    for (let i = 0; i < 10; i++) await postForm(env, "/prenota", details({ firstName: "" }), "198.51.100.9");
    const page = await postForm(env, "/prenota", details(), "198.51.100.9");
    expect([page.status, textOf(page.html).includes("Troppe richieste: riprova tra qualche minuto")]).toEqual([429, true]);
    expect((await publicCall(env, "POST", "/api/public/bookings", bookingBody(b), "198.51.100.9")).status).toBe(429);
    expect(online()).toHaveLength(0);
  });

  test("the honeypot: refused with the message, nothing created", async () => {
    await enableOnline(env, b);
    const res = await postForm(env, "/prenota", details({ website: "http://spam.example" }));
    expect(res.status).toBe(400);
    expect(textOf(res.html)).toContain(HONEYPOT_MESSAGE);
    expect(online()).toHaveLength(0);
    expect(env.app.ctx.db.select().from(clients).all()).toHaveLength(2);
  });

  test("a tampered choice goes back to the step that asks for it; a cross-site post is refused", async () => {
    await enableOnline(env, b);
    const noStylist = await postForm(env, "/prenota", details({ stilista: String(b.paola) }));
    expect([noStylist.status, heading(noStylist)]).toEqual([400, "Con chi?"]);
    const badTime = await postForm(env, "/prenota", details({ ora: "25:00" }));
    expect([badTime.status, heading(badTime)]).toEqual([400, "Scegli l'orario"]);
    const crossSite = await postForm(env, "/prenota", details(), undefined, { Origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    expect(online()).toHaveLength(0);
  });

  test("a body over 8 KB is refused before it is read", async () => {
    await enableOnline(env, b);
    const res = await postForm(env, "/prenota", details({ notes: "x".repeat(9000) }));
    expect(res.status).toBe(413);
    expect(online()).toHaveLength(0);
  });
});

test("with online booking off every page says so with a 404", async () => {
  for (const path of ["/prenota", `/prenota?servizio=${b.taglio}&stilista=qualsiasi&giorno=${THURSDAY}`, "/prenota/gestisci/abc"]) {
    const page = await getPage(env, path);
    expect([path, page.status, textOf(page.html)]).toEqual([path, 404, "Prenota online Prenotazioni online non disponibili"]);
  }
  const posted = await postForm(env, "/prenota", details());
  expect(posted.status).toBe(404);
  expect(online()).toHaveLength(0);
});

test("with the built web assets: the page links its hashed stylesheet, is not the staff app, and comes gzipped to a browser that asks", async () => {
  const dir = mkdtempSync(join(tmpdir(), "salone-pages-"));
  try {
    const asset = (name: string, text: string) => (writeFileSync(join(dir, name), text), join(dir, name));
    const web = { "/index.html": asset("index.html", "staff app"), "/prenota-abc12345.css": asset("prenota-abc12345.css", "body{}") };
    env = await createTestEnv({ web, env: { SALON_NAME: "Salone Aurora" } });
    b = seedBasics(env.app.ctx.db);
    await enableOnline(env, b);
    const plain = await getPage(env, "/prenota");
    expect(plain.html).toContain('<link rel="stylesheet" href="/prenota-abc12345.css"/>');
    expect(headingOf(plain.html)).toBe("Scegli il servizio");
    expect(headingOf((await getPage(env, `/prenota?servizio=${b.taglio}`)).html)).toBe("Con chi?");
    expect((await getPage(env, "/calendar")).html).toBe("staff app");
    const zipped = await env.anonymous("GET", "/prenota", undefined, { "Accept-Encoding": "gzip, br" });
    expect([zipped.headers.get("content-encoding"), zipped.headers.get("vary")]).toEqual(["gzip", "Accept-Encoding"]);
    expect(new TextDecoder().decode(Bun.gunzipSync(new Uint8Array(await zipped.arrayBuffer())))).toBe(plain.html);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
