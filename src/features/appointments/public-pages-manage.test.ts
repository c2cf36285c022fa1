// The manage link as a page (the booking, "Annulla prenotazione" asked twice, the limit), the bad
// addresses that must fall back rather than fail, and no other client's data on any page.
import { beforeEach, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { appointments } from "../../../db/schema";
import { enableOnline } from "../../test/online-booking";
import { formFields, getPage, headingOf, linkTo, links, postForm, textOf, type Page } from "../../test/public-pages";
import { seedBasics, type Basics } from "../../test/seed-basics";
import { createTestEnv, type TestEnv } from "../../test/test-app";

let env: TestEnv;
let b: Basics;
// 10:00 on Tuesday 2026-03-10 in Rome; the booking is Thursday at 10:00, cancellable until Wednesday 10:00.
const THURSDAY = "2026-03-12";

beforeEach(async () => {
  env = await createTestEnv({ env: { SALON_NAME: "Salone Aurora", SALON_ADDRESS: "Via Roma 1, Torino" } });
  b = seedBasics(env.app.ctx.db);
});

const heading = (page: Page) => headingOf(page.html);
const form = { servizio: "", stilista: "", giorno: THURSDAY, ora: "10:00", firstName: "Anna", lastName: "Verdi", phone: "3337654321", notes: "", website: "" };

/** Books Thursday 10:00 with Giulia through the page; returns the manage path. */
async function bookThroughPage(): Promise<string> {
  const sent = await postForm(env, "/prenota", { ...form, servizio: String(b.taglio), stilista: String(b.giulia) });
  expect(sent.status).toBe(303);
  return sent.location!.replace("?nuova=1", "");
}
const status = () => env.app.ctx.db.select().from(appointments).where(eq(appointments.source, "online")).get()?.status;

describe("the manage page", () => {
  test("before the limit: the booking, 'Annulla prenotazione' → the confirm step → posted → 'Prenotazione annullata', the time free again", async () => {
    await enableOnline(env, b);
    const path = await bookThroughPage();
    const page = await getPage(env, path);
    expect([page.status, page.headers.get("cache-control"), heading(page)]).toEqual([200, "no-store", "La tua prenotazione"]);
    expect(page.html).not.toContain("<script");
    expect(textOf(page.html)).toContain("Giorno giovedì 12 marzo 2026 Orario 10:00–10:45 Servizio Taglio Donna Con Giulia Stato Prenotato");
    expect(textOf(page.html)).toContain("Puoi annullarla online fino a mercoledì 11 marzo 2026 alle 10:00.");

    const asking = await getPage(env, linkTo(page.html, "Annulla prenotazione"));
    expect(textOf(asking.html)).toContain("Vuoi davvero annullare la prenotazione? L'orario tornerà libero per altri clienti.");
    expect(linkTo(asking.html, "No, la tengo")).toBe(path);
    expect(asking.html).toMatch(new RegExp(`<form [^>]*action="${path}/annulla" method="post">`));
    expect(status()).toBe("booked");

    const done = await postForm(env, `${path}/annulla`, {});
    expect([done.status, done.location]).toEqual([303, `${path}?annullata=1`]);
    expect(status()).toBe("cancelled");
    const after = await getPage(env, done.location!);
    expect(heading(after)).toBe("Prenotazione annullata");
    expect(textOf(after.html)).toContain("Stato Annullato");
    expect(links(after.html).map((l) => l.text)).toEqual(["Fai una nuova prenotazione"]);
    const times = await getPage(env, `/prenota?servizio=${b.taglio}&stilista=${b.giulia}&giorno=${THURSDAY}`);
    expect(links(times.html).map((l) => l.text)).toContain("10:00");
    // Posting again changes nothing and says the same.
    expect((await postForm(env, `${path}/annulla`, {})).status).toBe(303);
  });

  test("after the limit: until when it could be cancelled and to call the salon; a forced post is refused with a 409", async () => {
    await enableOnline(env, b);
    const path = await bookThroughPage();
    env.clock.set("2026-03-11T12:00:00.000Z");
    const page = await getPage(env, `${path}?annulla=1`);
    expect(textOf(page.html)).toContain("Si poteva annullare online fino a mercoledì 11 marzo 2026 alle 10:00. Per annullare ora chiama il salone.");
    expect(page.html).not.toContain("<form");
    const forced = await postForm(env, `${path}/annulla`, {});
    expect(forced.status).toBe(409);
    expect(textOf(forced.html)).toContain("La prenotazione si può annullare online fino al 11/03 alle 10:00: per annullarla ora contatta il salone");
    expect(status()).toBe("booked");
  });

  test("an unknown token: 'Prenotazione non trovata' with a 404, for a look and for a cancel", async () => {
    await enableOnline(env, b);
    await bookThroughPage();
    for (const res of [await getPage(env, "/prenota/gestisci/non-esiste"), await postForm(env, "/prenota/gestisci/non-esiste/annulla", {})]) {
      expect(res.status).toBe(404);
      expect(textOf(res.html)).toBe("Salone Aurora Via Roma 1, Torino Prenotazione non trovata Fai una nuova prenotazione");
    }
    expect(status()).toBe("booked");
  });

  test("a cross-site cancel is refused by its Origin", async () => {
    await enableOnline(env, b);
    const path = await bookThroughPage();
    expect((await postForm(env, `${path}/annulla`, {}, undefined, { Origin: "https://evil.example" })).status).toBe(403);
    expect(status()).toBe("booked");
  });
});

test.each<[string, string, string]>([
  ["no service", "/prenota?servizio=", "Scegli il servizio"],
  ["an unknown service", "/prenota?servizio=999", "Scegli il servizio"],
  ["an archived service", "/prenota?servizio=__permanente", "Scegli il servizio"],
  ["a service not offered online", "/prenota?servizio=__colore", "Scegli il servizio"],
  ["a service that is not a number", "/prenota?servizio=1e3&stilista=qualsiasi", "Scegli il servizio"],
  ["a huge number", "/prenota?servizio=99999999999999999999999", "Scegli il servizio"],
  ["an archived stylist", "/prenota?servizio=__taglio&stilista=__paola", "Con chi?"],
  ["a stylist who takes no online bookings", "/prenota?servizio=__taglio&stilista=__marco", "Con chi?"],
  ["a stylist as text", "/prenota?servizio=__taglio&stilista=<script>", "Con chi?"],
  ["a day that does not exist", "/prenota?servizio=__taglio&stilista=qualsiasi&giorno=2026-02-30", "Scegli il giorno"],
  ["a day before today", "/prenota?servizio=__taglio&stilista=qualsiasi&giorno=2026-03-09", "Scegli il giorno"],
  ["a day past the window", "/prenota?servizio=__taglio&stilista=qualsiasi&giorno=2026-06-30", "Scegli il giorno"],
  ["a bad first day of the list", "/prenota?servizio=__taglio&stilista=qualsiasi&da=domani", "Scegli il giorno"],
  ["a time that is not one", "/prenota?servizio=__taglio&stilista=qualsiasi&giorno=2026-03-12&ora=10:99", "Scegli l'orario"],
  ["a time off the step", "/prenota?servizio=__taglio&stilista=qualsiasi&giorno=2026-03-12&ora=10:07", "Scegli l'orario"],
  ["a time in the break", "/prenota?servizio=__taglio&stilista=qualsiasi&giorno=2026-03-12&ora=13:00", "Scegli l'orario"],
  ["a closed day's time", "/prenota?servizio=__taglio&stilista=qualsiasi&giorno=2026-03-15&ora=10:00", "Scegli l'orario"],
  ["a repeated parameter", "/prenota?servizio=__taglio&servizio=999", "Con chi?"],
  ["a broken escape", "/prenota?servizio=%E0%A4%A", "Scegli il servizio"],
])("%s falls back to the step that asks for it (200, never a 500)", async (_label, raw, expected) => {
  await enableOnline(env, b, { serviceIds: [b.taglio], stylistIds: [b.giulia] });
  const path = raw.replace(/__(\w+)/g, (_m, name: keyof Basics) => String(b[name]));
  const page = await getPage(env, path);
  expect([page.status, heading(page)]).toEqual([200, expected]);
});

test("unknown addresses under /prenota go back to the first step", async () => {
  await enableOnline(env, b);
  expect(heading(await getPage(env, "/prenota/"))).toBe("Scegli il servizio");
  for (const path of ["/prenota/xyz", "/prenota/gestisci/", "/prenota/gestisci/abc/altro"]) {
    const res = await getPage(env, path);
    expect([path, res.status, res.location]).toEqual([path, 303, "/prenota"]);
  }
});

test("no page shows anything of another client: names, phones, notes, appointments", async () => {
  await env.json("PUT", `/api/stylists/${b.giulia}`, { name: "Giulia Ferraris" });
  await enableOnline(env, b);
  const db = env.app.ctx.db;
  db.insert(appointments).values({ clientId: b.maria, stylistId: b.giulia, serviceId: b.colore, date: THURSDAY, startTime: "11:00", endTime: "12:30", notes: "Nota riservata di Maria" }).run();
  db.insert(appointments).values({ clientId: b.luca, stylistId: b.marco, serviceId: b.taglio, date: THURSDAY, startTime: "10:00", endTime: "10:45", notes: "Paga con buono regalo" }).run();
  const secrets = ["Maria", "Rossi", "Luca", "Bianchi", "3331234567", "333 123", "3479876543", "347 987", "maria.rossi@example.it", "Allergica", "Nota riservata", "buono regalo", "Ferraris"];

  const pages: Page[] = [];
  const visit = async (page: Promise<Page>) => {
    const got = await page;
    pages.push(got);
    return got;
  };
  const first = await visit(getPage(env, "/prenota"));
  const stylists = await visit(getPage(env, linkTo(first.html, /^Taglio Donna/)));
  for (const link of links(stylists.html).filter((l) => l.href.includes("stilista="))) {
    const days = await visit(getPage(env, link.href));
    const day = links(days.html).find((l) => l.href.includes(`giorno=${THURSDAY}`))!;
    const times = await visit(getPage(env, day.href));
    for (const time of links(times.html).filter((l) => /^\d\d:\d\d$/.test(l.text)).slice(0, 3)) await visit(getPage(env, time.href));
  }
  // A booking on Maria's phone (matched to her), a 409 on Luca's time, a 400, and the manage pages.
  const booked = await visit(postForm(env, "/prenota", { ...form, servizio: String(b.taglio), stilista: String(b.giulia), ora: "09:00", phone: "333 123 4567", firstName: "Anna", lastName: "Neri" }));
  await visit(getPage(env, booked.location!));
  await visit(getPage(env, booked.location!.replace("?nuova=1", "?annulla=1")));
  await visit(postForm(env, "/prenota", { ...form, servizio: String(b.taglio), stilista: String(b.marco), phone: "3400000001" }));
  await visit(postForm(env, "/prenota", { ...formFields(""), ...form, servizio: String(b.taglio), stilista: "qualsiasi", ora: "11:30", phone: "12", lastName: "" }));

  expect(pages.length).toBeGreaterThan(12);
  const leaks = pages.flatMap((page, i) => secrets.filter((s) => page.html.includes(s)).map((s) => `${i}: ${s}`));
  expect(leaks).toEqual([]);
});
