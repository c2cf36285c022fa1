// /prenota with several services: the client adds up to three, removes any, sees what they add up
// to; a link with too many, a repeated or an unknown one says so in Italian, never a 500.
import { beforeEach, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { appointments, services } from "../../../db/schema";
import { appointmentItems } from "../../../db/schema-visits";
import { enableOnline } from "../../test/online-booking";
import { formFields, getPage, headingOf, linkTo, links, postForm, textOf, type Page } from "../../test/public-pages";
import { seedBasics, type Basics } from "../../test/seed-basics";
import { createTestEnv, type TestEnv } from "../../test/test-app";
import { SERVICE_NOT_OFFERED, SERVICE_REPEATED, TOO_MANY_SERVICES } from "./public-page-views";

let env: TestEnv;
let b: Basics;
let piega: number;
let maschera: number;
// The test clock: 10:00 on Tuesday 2026-03-10 in Rome.

beforeEach(async () => {
  env = await createTestEnv({ env: { SALON_NAME: "Salone Aurora" } });
  b = seedBasics(env.app.ctx.db);
  const add = (name: string, duration: number, price: number) =>
    env.app.ctx.db.insert(services).values({ name, duration, price }).returning({ id: services.id }).get().id;
  piega = add("Piega", 30, 2000);
  maschera = add("Maschera", 15, 1200);
  await enableOnline(env, b, { serviceIds: [b.taglio, b.colore, piega, maschera] });
});

const heading = (page: Page) => headingOf(page.html);
const alertOf = (page: Page) => textOf(/<p role="alert"[^>]*>(.*?)<\/p>/s.exec(page.html)?.[1] ?? "");
const choices = (page: Page) => textOf(/<ol aria-label="La tua scelta"[^>]*>(.*?)<\/ol>/s.exec(page.html)?.[1] ?? "");
const online = () => env.app.ctx.db.select().from(appointments).where(eq(appointments.source, "online")).all();

describe("choosing the services", () => {
  test("Colore, then 'Aggiungi un altro servizio' → Taglio: both listed in order, each removable, their total shown", async () => {
    const first = await getPage(env, "/prenota");
    const one = await getPage(env, linkTo(first.html, /^Colore/));
    expect(heading(one)).toBe("Con chi?");
    expect(choices(one)).toBe("Servizio: Colore · 1 h 30 min · 55,00 € Rimuovi + Aggiungi un altro servizio");
    expect(one.html).toContain('aria-label="Rimuovi Colore"');

    const adding = await getPage(env, linkTo(one.html, /Aggiungi un altro servizio$/));
    expect(adding.status).toBe(200);
    expect(heading(adding)).toBe("Aggiungi un altro servizio");
    // The one already chosen is not offered again; each link adds after it.
    expect(links(adding.html).filter((l) => l.text !== "Cambia")).toEqual([
      { text: "Maschera 15 min · 12,00 €", href: `/prenota?servizio=${b.colore},${maschera}` },
      { text: "Piega 30 min · 20,00 €", href: `/prenota?servizio=${b.colore},${piega}` },
      { text: "Taglio Donna 45 min · 35,00 €", href: `/prenota?servizio=${b.colore},${b.taglio}` },
    ]);
    expect(choices(adding)).toBe("Servizio: Colore · 1 h 30 min · 55,00 € Cambia");

    const two = await getPage(env, linkTo(adding.html, /^Taglio Donna/));
    expect(heading(two)).toBe("Con chi?");
    expect(choices(two)).toBe(
      "Servizio: Colore · 1 h 30 min · 55,00 € Rimuovi Servizio: Taglio Donna · 45 min · 35,00 € Rimuovi Totale: 2 h 15 min · 90,00 € + Aggiungi un altro servizio",
    );
    expect(linkTo(two.html, /^Nessuna preferenza/)).toBe(`/prenota?servizio=${b.colore},${b.taglio}&stilista=qualsiasi`);
    expect(linkTo(two.html, "Giulia")).toBe(`/prenota?servizio=${b.colore},${b.taglio}&stilista=${b.giulia}`);
  });

  test("a third service is the last: no more 'Aggiungi', and asking to add anyway stays on the stylists", async () => {
    const three = await getPage(env, `/prenota?servizio=${b.colore},${b.taglio},${piega}`);
    expect(heading(three)).toBe("Con chi?");
    expect(choices(three)).toBe(
      "Servizio: Colore · 1 h 30 min · 55,00 € Rimuovi Servizio: Taglio Donna · 45 min · 35,00 € Rimuovi Servizio: Piega · 30 min · 20,00 € Rimuovi Totale: 2 h 45 min · 110,00 €",
    );
    expect(links(three.html).map((l) => l.text)).not.toContain("+ Aggiungi un altro servizio");
    const forced = await getPage(env, `/prenota?servizio=${b.colore},${b.taglio},${piega}&aggiungi=1`);
    expect([forced.status, heading(forced)]).toEqual([200, "Con chi?"]);
  });

  test("'Rimuovi' takes one service out and keeps the others in their order; the last one back to the start", async () => {
    const three = await getPage(env, `/prenota?servizio=${b.colore},${b.taglio},${piega}`);
    const removeLinks = links(three.html).filter((l) => l.text === "Rimuovi").map((l) => l.href);
    expect(removeLinks).toEqual([`/prenota?servizio=${b.taglio},${piega}`, `/prenota?servizio=${b.colore},${piega}`, `/prenota?servizio=${b.colore},${b.taglio}`]);
    const two = await getPage(env, removeLinks[1]!);
    expect(choices(two)).toBe(
      "Servizio: Colore · 1 h 30 min · 55,00 € Rimuovi Servizio: Piega · 30 min · 20,00 € Rimuovi Totale: 2 h · 75,00 € + Aggiungi un altro servizio",
    );
    const one = await getPage(env, links(two.html).filter((l) => l.text === "Rimuovi")[0]!.href);
    expect(choices(one)).toBe("Servizio: Piega · 30 min · 20,00 € Rimuovi + Aggiungi un altro servizio");
    const none = await getPage(env, linkTo(one.html, "Rimuovi"));
    expect([none.status, heading(none)]).toEqual([200, "Scegli il servizio"]);
  });
});

describe("a tampered link says what is wrong, never a 500", () => {
  test.each<[string, () => string, string]>([
    ["four services", () => `${b.colore},${b.taglio},${piega},${maschera}`, TOO_MANY_SERVICES],
    ["a hundred ids", () => Array.from({ length: 100 }, (_, i) => i + 1).join(","), TOO_MANY_SERVICES],
    ["a repeated service", () => `${b.colore},${b.colore}`, SERVICE_REPEATED],
    ["an unknown one among them", () => `${b.colore},999`, SERVICE_NOT_OFFERED],
    ["an archived one", () => `${b.taglio},${b.permanente}`, SERVICE_NOT_OFFERED],
    ["an empty place", () => `${b.colore},,${b.taglio}`, SERVICE_NOT_OFFERED],
    ["a trailing comma", () => `${b.colore},`, SERVICE_NOT_OFFERED],
    ["text", () => `${b.colore},colore`, SERVICE_NOT_OFFERED],
  ])("%s: the services to choose from, with the reason", async (_label, ids, message) => {
    const page = await getPage(env, `/prenota?servizio=${encodeURIComponent(ids())}&stilista=qualsiasi&giorno=2026-03-12&ora=10:00`);
    expect([page.status, heading(page), alertOf(page)]).toEqual([200, "Scegli il servizio", message]);
    // Nothing of the refused link is kept: the list starts again.
    expect(page.html).not.toContain("La tua scelta");
  });

  test("a posted form with four services is refused with the same message and books nothing", async () => {
    const posted = await postForm(env, "/prenota", {
      servizio: `${b.colore},${b.taglio},${piega},${maschera}`,
      stilista: "qualsiasi",
      giorno: "2026-03-12",
      ora: "10:00",
      firstName: "Anna",
      lastName: "Verdi",
      phone: "3337654321",
      notes: "",
      website: "",
    });
    expect([posted.status, heading(posted), alertOf(posted)]).toEqual([400, "Scegli il servizio", TOO_MANY_SERVICES]);
    expect(online()).toHaveLength(0);
  });

  test("the details form carries the services as the link did", async () => {
    const form = await getPage(env, `/prenota?servizio=${b.taglio}&stilista=qualsiasi&giorno=2026-03-12&ora=10:00`);
    expect(heading(form)).toBe("I tuoi dati");
    expect(formFields(form.html).servizio).toBe(String(b.taglio));
  });
});

test("the manage page lists the visit's services in their order, and its whole time", async () => {
  const posted = await postForm(env, "/prenota", {
    servizio: String(b.colore),
    stilista: String(b.giulia),
    giorno: "2026-03-12",
    ora: "10:00",
    firstName: "Anna",
    lastName: "Verdi",
    phone: "3337654321",
    notes: "",
    website: "",
  });
  expect(posted.status).toBe(303);
  // The visit as a two-service booking stores it: colour 10:00–11:30, then cut 11:30–12:15.
  const [visit] = online();
  const db = env.app.ctx.db;
  db.delete(appointmentItems).where(eq(appointmentItems.appointmentId, visit!.id)).run();
  const item = (position: number, serviceId: number, serviceName: string, startTime: string, endTime: string, priceCents: number) =>
    ({ appointmentId: visit!.id, position, serviceId, serviceName, stylistId: b.giulia, date: "2026-03-12", startTime, endTime, priceCents });
  db.insert(appointmentItems).values([item(1, b.taglio, "Taglio Donna", "11:30", "12:15", 3500), item(0, b.colore, "Colore", "10:00", "11:30", 5500)]).run();
  db.update(appointments).set({ endTime: "12:15" }).where(eq(appointments.id, visit!.id)).run();

  const page = await getPage(env, posted.location!);
  expect(textOf(page.html)).toContain("Giorno giovedì 12 marzo 2026 Orario 10:00–12:15 Servizi Colore Taglio Donna Con Giulia Stato Prenotato");
  expect(page.html).toMatch(/<ol[^>]*><li>Colore<\/li><li>Taglio Donna<\/li><\/ol>/);
});

describe("the visit's times and its booking", () => {
  const THURSDAY = "2026-03-12";
  const form = (over: Record<string, string> = {}) => ({
    servizio: `${b.colore},${b.taglio}`,
    stilista: String(b.giulia),
    giorno: THURSDAY,
    ora: "10:00",
    firstName: "Anna",
    lastName: "Verdi",
    phone: "3337654321",
    notes: "",
    website: "",
    ...over,
  });
  const itemsOf = (id: number) =>
    env.app.ctx.db
      .select()
      .from(appointmentItems)
      .where(eq(appointmentItems.appointmentId, id))
      .all()
      .sort((x, y) => x.position - y.position)
      .map((i) => [i.serviceName, i.stylistId, i.startTime, i.endTime, i.priceCents]);

  test("the times offered fit the whole visit: colour and cut (2 h 15 min) end by the 13:00 break and by 18:00", async () => {
    const page = await getPage(env, `/prenota?servizio=${b.colore},${b.taglio}&stilista=${b.giulia}&giorno=${THURSDAY}`);
    expect(heading(page)).toBe("Scegli l'orario");
    const times = links(page.html).filter((l) => /^\d\d:\d\d$/.test(l.text));
    expect(times.map((l) => l.text)).toEqual(["09:00", "09:15", "09:30", "09:45", "10:00", "10:15", "10:30", "10:45", "14:00", "14:15", "14:30", "14:45", "15:00", "15:15", "15:30", "15:45"]);
    expect(times[0]!.href).toBe(`/prenota?servizio=${b.colore},${b.taglio}&stilista=${b.giulia}&giorno=${THURSDAY}&ora=09:00`);
    expect(choices(page)).toContain("Servizi: Colore e Taglio Donna · 2 h 15 min · 90,00 € Cambia");
    // The same link for Taglio alone offers 11:00 to 12:15.
    const alone = await getPage(env, `/prenota?servizio=${b.taglio}&stilista=${b.giulia}&giorno=${THURSDAY}`);
    expect(links(alone.html).map((l) => l.text)).toContain("12:15");
  });

  test("the details show the services, their total and the whole time; the post books both, one after the other, with her", async () => {
    const details = await getPage(env, `/prenota?servizio=${b.colore},${b.taglio}&stilista=${b.giulia}&giorno=${THURSDAY}&ora=10:00`);
    expect(heading(details)).toBe("I tuoi dati");
    expect(choices(details)).toBe(
      "Servizi: Colore e Taglio Donna · 2 h 15 min · 90,00 € Cambia Con: Giulia Cambia Giorno: giovedì 12 marzo 2026 Cambia Orario: 10:00–12:15 Cambia",
    );
    expect(details.html).toContain('aria-label="Cambia servizi"');
    expect(links(details.html).find((l) => l.text === "Cambia")!.href).toBe(`/prenota?servizio=${b.colore},${b.taglio}`);
    expect(formFields(details.html).servizio).toBe(`${b.colore},${b.taglio}`);

    const posted = await postForm(env, "/prenota", { ...formFields(details.html), ...form() });
    expect(posted.status).toBe(303);
    const [visit] = online();
    expect([visit!.stylistId, visit!.serviceId, visit!.startTime, visit!.endTime]).toEqual([b.giulia, b.colore, "10:00", "12:15"]);
    expect(itemsOf(visit!.id)).toEqual([
      ["Colore", b.giulia, "10:00", "11:30", 5500],
      ["Taglio Donna", b.giulia, "11:30", "12:15", 3500],
    ]);
    const confirmation = await getPage(env, posted.location!);
    expect(heading(confirmation)).toBe("Prenotazione confermata");
    expect(textOf(confirmation.html)).toContain("Orario 10:00–12:15 Servizi Colore Taglio Donna Con Giulia");
  });

  test("'Nessuna preferenza' gives the whole visit to one stylist free for all of it", async () => {
    // Giulia has a cut at 11:45: free for the colour at 10:00, not for the cut after it.
    const lucia = env.app.ctx.db.insert(appointments).values({ clientId: b.luca, stylistId: b.giulia, serviceId: b.taglio, date: THURSDAY, startTime: "11:45", endTime: "12:30", notes: "" }).returning().get();
    expect(lucia.id).toBeGreaterThan(0);
    const posted = await postForm(env, "/prenota", form({ stilista: "qualsiasi" }));
    expect(posted.status).toBe(303);
    const [visit] = online();
    expect(itemsOf(visit!.id).map((i) => [i[0], i[1]])).toEqual([
      ["Colore", b.marco],
      ["Taglio Donna", b.marco],
    ]);
  });

  test("409: a visit that no longer fits (her 11:45 was just taken) — the day's times again, saying why", async () => {
    const details = await getPage(env, `/prenota?servizio=${b.colore},${b.taglio}&stilista=${b.giulia}&giorno=${THURSDAY}&ora=10:00`);
    expect(heading(details)).toBe("I tuoi dati");
    env.app.ctx.db.insert(appointments).values({ clientId: b.luca, stylistId: b.giulia, serviceId: b.taglio, date: THURSDAY, startTime: "11:45", endTime: "12:30", notes: "" }).run();
    const posted = await postForm(env, "/prenota", form());
    expect([posted.status, heading(posted)]).toEqual([409, "Scegli l'orario"]);
    expect(alertOf(posted)).not.toBe("");
    const times = links(posted.html).filter((l) => /^\d\d:\d\d$/.test(l.text)).map((l) => l.text);
    expect(times).toEqual(["09:00", "09:15", "09:30", "14:00", "14:15", "14:30", "14:45", "15:00", "15:15", "15:30", "15:45"]);
    expect(online()).toHaveLength(0);
  });
});
