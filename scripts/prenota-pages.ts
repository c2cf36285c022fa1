// Every step of the public pages as a phone receives it, from an app on an in-memory database with
// the test salon (two stylists, two services bookable online): for the size report and its test.
import { enableOnline } from "../src/test/online-booking";
import { getPage, linkTo, links, postForm, formFields, type Page } from "../src/test/public-pages";
import { seedBasics } from "../src/test/seed-basics";
import { createTestEnv } from "../src/test/test-app";

export type Step = { name: string; path: string; page: Page };

/** Walks service → "Nessuna preferenza" → the third free day → its first time → posts the form → the manage page. */
export async function walkPublicPages(): Promise<Step[]> {
  const env = await createTestEnv({ env: { SALON_NAME: "Salone Aurora", SALON_ADDRESS: "Via Roma 1, Torino" } });
  const b = seedBasics(env.app.ctx.db);
  await enableOnline(env, b);
  const steps: Step[] = [];
  const visit = async (name: string, path: string) => {
    const page = await getPage(env, path);
    steps.push({ name, path, page });
    return page;
  };
  const service = await visit("1 servizio", "/prenota");
  const stylist = await visit("2 stilista", linkTo(service.html, /^Taglio Donna/));
  const days = await visit("3 giorno", linkTo(stylist.html, /^Nessuna preferenza/));
  // The third free day: far enough ahead to be cancelled online.
  const times = await visit("4 orario", links(days.html).filter((l) => l.href.includes("giorno="))[2]!.href);
  const form = await visit("5 dati", links(times.html).find((l) => /^\d\d:\d\d$/.test(l.text))!.href);
  const sent = await postForm(env, "/prenota", { ...formFields(form.html), firstName: "Anna", lastName: "Verdi", phone: "3331234567" });
  if (sent.status !== 303 || !sent.location) throw new Error(`booking refused: ${sent.status}`);
  const confirmation = await visit("6 conferma", sent.location);
  await visit("7 gestisci: annulla?", linkTo(confirmation.html, "Annulla prenotazione"));
  return steps;
}

/** The JavaScript a page makes the browser load or run: script elements, inline handlers, javascript: links. */
export const scriptsIn = (html: string) => [...html.matchAll(/<script\b|\son[a-z]+=|javascript:/gi)].map((m) => m[0]);

export const gzipBytes = (text: string) => Bun.gzipSync(new TextEncoder().encode(text)).length;
