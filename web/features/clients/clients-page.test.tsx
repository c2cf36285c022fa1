import { afterEach, describe, expect, test } from "bun:test";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { Provider } from "jotai";
import { MemoryRouter } from "react-router-dom";
import type { Role } from "../../../src/domain/roles";
import { storeSignedInAs } from "../../entities/auth-fixtures";
import { Toaster } from "../../ui/toast";
import { settle } from "../../ui/test-utils";
import type { Appointment } from "../../../src/domain/schemas/appointments";
import type { Client } from "../../../src/domain/schemas/clients";
import type { PrivacyDue } from "../../../src/domain/schemas/privacy";
import ClientsPage from "./clients-page";
import { CLIENTS_PAGE_SIZES } from "./state";
import { abuseForm, FALLBACK_TEXT } from "../../ui/form-abuse";
import { fakeApi } from "../../lib/fake-api";
import { answerClients } from "../../entities/clients-fixtures";

let requests: string[] = [];

type Route = (method: string, path: string) => { status: number; body: unknown } | undefined;

function serve(route: Route) {
  fakeApi((call) => {
    requests.push(`${call.method} ${call.path}`);
    return route(call.method, call.path);
  });
}

/** The clients API over `list()` (the server's search and pages), then `route` for the rest. */
function serveClients(list: () => readonly Client[], route: Route = () => undefined) {
  serve((m, p) => route(m, p) ?? (answerClients(list, m, p) as { status: number; body: unknown } | undefined));
}
const clientRequests = () => requests.filter((r) => r.startsWith("GET /api/clients"));

afterEach(() => {
  cleanup();
  requests = [];
});

const client = (id: number, patch: Partial<Client> = {}): Client => ({
  id,
  firstName: `Nome${id}`,
  lastName: `Cognome${String(id).padStart(4, "0")}`,
  phone: `333${String(id).padStart(7, "0")}`,
  email: "",
  notes: "",
  whatsappConsent: false,
  whatsappConsentAt: null,
  walkIn: false,
  ...patch,
});

async function renderPage(role: Role = "owner") {
  render(
    <Provider store={storeSignedInAs(role)}>
      <MemoryRouter>
        <ClientsPage />
      </MemoryRouter>
      <Toaster />
    </Provider>,
  );
  await settle(30);
}

const NO_HISTORY = { lastVisit: null, usualStylist: null, usualService: null, pastVisits: 0, noShows: 0, patchTestDate: null, patchTestMonths: 6 };
const cards = () => screen.queryAllByTestId("client-card");

describe("Clienti", () => {
  test("without clients the empty state says what to do and offers the button", async () => {
    serveClients(() => []);
    await renderPage();
    expect(screen.getByText("Nessun cliente ancora")).toBeTruthy();
    fireEvent.click(within(screen.getByText("Nessun cliente ancora").parentElement!).getByRole("button", { name: "Nuovo Cliente" }));
    expect(await screen.findByRole("dialog", { name: "Nuovo Cliente" })).toBeTruthy();
  });

  test("cards show the phone as +39 3-3-4, the email and the notes", async () => {
    serveClients(() => [client(1, { firstName: "Giulia", lastName: "Rossi", phone: "3331234567", email: "g@example.it", notes: "Riccia" })]);
    await renderPage();
    const card = cards()[0]!;
    expect(within(card).getByText("Giulia Rossi")).toBeTruthy();
    expect(within(card).getByText("+39 333 123 4567")).toBeTruthy();
    expect(within(card).getByText("g@example.it")).toBeTruthy();
    expect(within(card).getByText("Riccia")).toBeTruthy();
    const reminders = within(card).getByRole("link", { name: /Promemoria di Giulia Rossi/ });
    expect(reminders.getAttribute("href")).toBe("/recurring-reminders?client=1");
    // Links stay in this tab: a second tab at the desk is a screen nobody looks at.
    expect(reminders.getAttribute("target")).toBeNull();
    expect(screen.getByTestId("clients-count").textContent).toBe("1 cliente");
  });

  test("asks the server for 30 cards; scrolling to their end adds 100, then 'Mostra altri' asks for the next page only", async () => {
    // The browser says when the end of the list comes near; happy-dom never does, so the test does.
    const near: (() => void)[] = [];
    const realObserver = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = class {
      constructor(private callback: IntersectionObserverCallback) {}
      observe() {
        near.push(() => this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver));
      }
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    try {
      serveClients(() => Array.from({ length: 250 }, (_, i) => client(i + 1)));
      await renderPage();
      expect(screen.getByTestId("clients-count").textContent).toBe("250 clienti");
      expect(cards()).toHaveLength(CLIENTS_PAGE_SIZES.first);
      // Never the whole list: one short page, then the duplicate count.
      expect(clientRequests()).toEqual(["GET /api/clients?q=&limit=30", "GET /api/clients/duplicates?offset=0&limit=0"]);
      requests = [];
      await act(async () => near.at(-1)!());
      await settle(30);
      expect(cards()).toHaveLength(130);
      expect(clientRequests()).toEqual([`GET /api/clients?q=&limit=100&cursor=${encodeURIComponent("c30:Cognome0030:Nome30")}`]);
      expect(cards()[30]!.querySelector("h2")?.textContent).toBe("Nome31 Cognome0031");
      // Past the first page only the button asks for more.
      const observed = near.length;
      requests = [];
      fireEvent.click(screen.getByRole("button", { name: "Mostra altri 100 (ne restano 120)" }));
      await settle(30);
      expect(cards()).toHaveLength(230);
      expect(clientRequests()).toEqual([`GET /api/clients?q=&limit=100&cursor=${encodeURIComponent("c130:Cognome0130:Nome130")}`]);
      fireEvent.click(screen.getByRole("button", { name: "Mostra altri 20 (ne restano 20)" }));
      await settle(30);
      expect(cards()).toHaveLength(250);
      expect(near.length).toBe(observed);
      // By text: a role query over 250 cards takes seconds in happy-dom.
      expect(screen.queryByText(/Mostra altri/)).toBeNull();
    } finally {
      globalThis.IntersectionObserver = realObserver;
    }
  }, 30_000);

  test("the search asks the server (name without accents, phone) and says how many were found", async () => {
    serveClients(() => [
      client(1, { firstName: "Niccolò", lastName: "Bianchi" }),
      client(2, { firstName: "Giulia", lastName: "Rossi", phone: "3471112222" }),
      client(3, { firstName: "Anna", lastName: "Rossini" }),
    ]);
    await renderPage();
    const search = screen.getByRole("searchbox", { name: "Cerca clienti" });
    fireEvent.change(search, { target: { value: "NICCOLO" } });
    await settle();
    // Asked once, from the keystroke (not again when the screen renders for it).
    expect(requests.filter((r) => r.includes("q=NICCOLO"))).toEqual(["GET /api/clients?q=NICCOLO&limit=30"]);
    expect(cards().map((c) => c.querySelector("h2")?.textContent)).toEqual(["Niccolò Bianchi"]);
    expect(screen.getByTestId("clients-count").textContent).toBe("1 cliente trovato su 3");
    fireEvent.change(search, { target: { value: "+39 347 111" } });
    await settle();
    expect(cards().map((c) => c.querySelector("h2")?.textContent)).toEqual(["Giulia Rossi"]);
    fireEvent.change(search, { target: { value: "rossi" } });
    await settle();
    expect(screen.getByTestId("clients-count").textContent).toBe("2 clienti trovati su 3");
    fireEvent.change(search, { target: { value: "zzz" } });
    await settle();
    expect(screen.getByText("Nessun cliente trovato per «zzz»")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Cancella ricerca" }));
    await settle();
    expect(cards()).toHaveLength(3);
  });

  test("hostile strings render as text, never as markup", async () => {
    const evil = `<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>`;
    serveClients(() => [client(1, { firstName: evil, lastName: "<b>Rossi</b>", notes: evil, email: `"><svg onload=alert(1)>@x.it` })]);
    await renderPage();
    const card = cards()[0]!;
    expect(card.querySelector("img, script, b, svg[onload]")).toBeNull();
    expect(card.textContent).toContain(evil);
    expect(card.textContent).toContain("<b>Rossi</b>");
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  test("each card says whether the client consented to WhatsApp, and since when", async () => {
    const consented = client(1, { firstName: "Anna", lastName: "Gallo", whatsappConsent: true, whatsappConsentAt: "2026-03-12T09:00:00.000Z" });
    serveClients(() => [consented, client(2)]);
    await renderPage();
    // Sorted by last name: Cognome0002 comes before Gallo.
    const [other, anna] = screen.getAllByTestId("client-whatsapp-consent");
    expect(anna!.textContent).toBe("Consenso WhatsAppWhatsApp: consenso dal 12/03/2026");
    expect(other!.textContent).toBe("Consenso WhatsAppWhatsApp: nessun consenso");
  });

  test("a card whose marketing consent lapsed is marked, in words for a screen reader too", async () => {
    const anna = client(1, { firstName: "Anna", lastName: "Gallo" });
    const lapsed: PrivacyDue = { clients: [{ id: 1, firstName: "Anna", lastName: "Gallo", phone: anna.phone, lastVisit: "2024-03-05" }] };
    serveClients(
      () => [anna, client(2)],
      (m, p) => (m === "GET" && p === "/api/privacy/marketing-lapsed" ? { status: 200, body: lapsed } : undefined),
    );
    await renderPage("reception");
    const [other, gallo] = cards();
    expect(within(other!).queryByTestId("marketing-lapsed")).toBeNull();
    const mark = within(gallo!).getByTestId("marketing-lapsed");
    expect(mark.textContent).toBe("Consenso marketingMarketing scaduto: nessuna visita da 24 mesi, il consenso alle promozioni non vale più");
    expect(within(mark).getByText("Consenso marketing").className).toContain("sr-only");
    expect(requests).toContain("GET /api/privacy/marketing-lapsed");
  });

  test("a history that cannot be loaded says so and offers Riprova", async () => {
    serveClients(() => [client(7)]);
    await renderPage();
    const toggle = screen.getByRole("button", { name: "Storico appuntamenti" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(toggle);
    await settle(30);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(requests).toContain("GET /api/appointments?clientId=7");
    expect(screen.getByText("Impossibile caricare gli appuntamenti.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Riprova" })).toBeTruthy();
  });

  test("the history splits PROSSIMI APPUNTAMENTI and STORICO with totals", async () => {
    const row = (id: number, date: string, price: number): Appointment => ({
      id, clientId: 7, stylistId: 2, serviceId: 3, date, startTime: "10:00", endTime: "10:45", notes: "", version: 1,
      updatedAt: "2020-01-01T00:00:00.000Z", client: { firstName: "Giulia", lastName: "Rossi", phone: "3331234567", email: "", notes: "" },
      service: { name: "Colore", duration: 45, price }, stylist: { name: "Marco" }, status: "booked", statusChangedAt: null, cancelledBy: null, source: "staff", clientMessage: null, onlineName: null, wrongNumberAt: null,
      items: [{ id: id * 10, serviceId: 3, serviceName: "Colore", stylistId: 2, stylistName: "Marco", startTime: "10:00", endTime: "10:45", processingMinutes: 0, finishingMinutes: 0, priceCents: price }],
      totalCents: price, cleanupMinutes: 0,
    });
    serveClients(() => [client(7)], (m, p) => {
      if (p === "/api/appointments?clientId=7") {
        return { status: 200, body: [row(1, "2020-01-10", 3500), row(2, "2020-02-10", 2000), row(3, "2999-01-01", 5000)] };
      }
    });
    await renderPage();
    fireEvent.click(screen.getByRole("button", { name: "Storico appuntamenti" }));
    await settle(30);
    const upcoming = screen.getByText("PROSSIMI APPUNTAMENTI").closest("section")!;
    const past = screen.getByText("STORICO").closest("section")!;
    expect(upcoming.textContent?.replaceAll("\u00a0", " ")).toContain("(1)Totale 50,00 €");
    expect(past.textContent?.replaceAll("\u00a0", " ")).toContain("(2)Totale 55,00 €");
    expect(within(past).getAllByRole("listitem").map((li) => li.textContent?.slice(0, 22))).toEqual([
      "lunedì 10 febbraio 202",
      "venerdì 10 gennaio 202",
    ]);
  });

  test("delete asks 'Sei sicuro di voler eliminare questo cliente?' saying what goes, then toasts", async () => {
    let deleted = false;
    serveClients(() => (deleted ? [] : [client(4, { firstName: "Giulia", lastName: "Rossi" })]), (m, p) => {
      if (p === "/api/clients/4/summary") return { status: 200, body: { ...NO_HISTORY, id: 4, appointmentCount: 3, reminderCount: 1 } };
      if (m === "DELETE" && p === "/api/clients/4") {
        deleted = true;
        return { status: 200, body: { id: 4, appointmentCount: 3, reminderCount: 1, anonymised: true, cancelled: 0 } };
      }
    });
    await renderPage();
    fireEvent.click(screen.getByRole("button", { name: "Elimina Giulia Rossi" }));
    const dialog = await screen.findByRole("dialog", { name: "Sei sicuro di voler eliminare questo cliente?" });
    await settle(30);
    expect(dialog.textContent).toBe(
      "Sei sicuro di voler eliminare questo cliente?I dati personali di Giulia Rossi (nome, telefono, email, note e consensi) verranno cancellati. I suoi 3 appuntamenti restano nello storico del salone come «Cliente eliminato». Verranno eliminati anche 1 promemoria. L'operazione non si può annullare.AnnullaElimina",
    );
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Elimina" }));
    });
    await settle(30);
    expect(within(screen.getByRole("status")).getByText("Cliente eliminato con successo")).toBeTruthy();
    expect(screen.getByText("Nessun cliente ancora")).toBeTruthy();
  });

  test("a failed delete toasts 'Impossibile eliminare il cliente' and keeps the confirmation", async () => {
    serveClients(() => [client(4, { firstName: "Giulia", lastName: "Rossi" })], (m, p) => {
      if (p === "/api/clients/4/summary") return { status: 200, body: { ...NO_HISTORY, id: 4, appointmentCount: 0, reminderCount: 0 } };
      if (m === "DELETE") return { status: 500, body: { message: "Errore interno del server", code: "internal" } };
    });
    await renderPage();
    fireEvent.click(screen.getByRole("button", { name: "Elimina Giulia Rossi" }));
    const dialog = await screen.findByRole("dialog");
    await settle(30);
    expect(dialog.textContent).toContain("Giulia Rossi non ha appuntamenti né promemoria.");
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Elimina" }));
    });
    await settle(30);
    expect(within(screen.getByRole("alert")).getByText("Impossibile eliminare il cliente")).toBeTruthy();
    expect(screen.getByRole("dialog")).toBeTruthy();
  });

  test("a list that cannot load says so and offers to retry", async () => {
    serve(() => ({ status: 500, body: { message: "Errore interno del server" } }));
    await renderPage();
    expect(screen.getByText("Impossibile caricare i clienti")).toBeTruthy();
    serveClients(() => [client(1)]);
    fireEvent.click(screen.getByRole("button", { name: "Riprova" }));
    await settle(30);
    expect(cards()).toHaveLength(1);
  });
});

test("the search box takes nonsense and a 5,000-character paste without throwing", async () => {
  serveClients(() => [client(1), client(2)]);
  await renderPage();
  const search = () => screen.getByRole("searchbox", { name: "Cerca clienti" }).parentElement!;
  const errors = await abuseForm(search, () => {});
  expect(errors).toEqual([]);
  expect(screen.queryByText(FALLBACK_TEXT)).toBeNull();
  await settle(30);
  expect(cards()).toHaveLength(0);
  // The server takes at most 100 characters: longer pastes are cut, never refused with a 400.
  const searched = requests.map((r) => new URL(r.slice(4), "http://x").searchParams.get("q") ?? "");
  expect(Math.max(...searched.map((q) => q.length))).toBe(100);
});

describe("Possibili doppioni", () => {
  test("closed it asks only for the count; opened it fetches and draws the groups", async () => {
    serveClients(() => [
      client(1, { firstName: "Anna", lastName: "Gallo", phone: "3331112222" }),
      client(2, { firstName: "Marta", lastName: "Gallo", phone: "3331112222" }),
      client(3, { firstName: "Niccolò", lastName: "Bianchi" }),
      client(4, { firstName: "niccolo", lastName: "BIANCHI" }),
    ]);
    await renderPage();
    const box = screen.getByTestId("possible-duplicates");
    expect(within(box).getByRole("button", { name: /Possibili doppioni \(2\)/ })).toBeTruthy();
    expect(within(box).queryAllByRole("button", { name: /^Unisci/ })).toHaveLength(0);
    expect(requests.filter((r) => r.includes("duplicates"))).toEqual(["GET /api/clients/duplicates?offset=0&limit=0"]);
    fireEvent.click(within(box).getByRole("button", { name: /Possibili doppioni/ }));
    await settle(30);
    expect(requests).toContain("GET /api/clients/duplicates?offset=0&limit=20");
    expect(within(box).getByText("STESSO TELEFONO +39 333 111 2222")).toBeTruthy();
    expect(within(box).getByText("STESSO NOME")).toBeTruthy();
    expect(within(box).getAllByRole("button", { name: /^Unisci/ }).map((b) => b.getAttribute("aria-label"))).toEqual([
      "Unisci Marta Gallo (+39 333 111 2222) a Anna Gallo",
      "Unisci niccolo BIANCHI (+39 333 000 0004) a Niccolò Bianchi",
    ]);
  });

  test("more than 20 groups: 'Mostra altri gruppi' fetches the next ones", async () => {
    serveClients(() => Array.from({ length: 50 }, (_, i) => client(i + 1, { phone: `33300000${String(Math.floor(i / 2)).padStart(2, "0")}` })));
    await renderPage();
    fireEvent.click(screen.getByRole("button", { name: /Possibili doppioni \(25\)/ }));
    await settle(30);
    expect(screen.getAllByText(/^STESSO TELEFONO/)).toHaveLength(20);
    fireEvent.click(screen.getByRole("button", { name: "Mostra altri gruppi (ne restano 5)" }));
    await settle(30);
    expect(requests).toContain("GET /api/clients/duplicates?offset=20&limit=20");
    expect(screen.getAllByText(/^STESSO TELEFONO/)).toHaveLength(25);
  });
});

describe("Clienti by role", () => {
  test("reception adds and edits but does not delete; a collaborator only adds", async () => {
    serveClients(() => [client(1)]);
    await renderPage("reception");
    expect(within(cards()[0]!).queryByRole("button", { name: /^Modifica/ })).toBeTruthy();
    expect(within(cards()[0]!).queryByRole("button", { name: /^Elimina/ })).toBeNull();
    cleanup();
    await renderPage("stylist");
    expect(screen.getByRole("button", { name: "Nuovo Cliente" })).toBeTruthy();
    expect(within(cards()[0]!).queryByRole("button", { name: /^Modifica/ })).toBeNull();
    expect(within(cards()[0]!).queryByRole("button", { name: /^Elimina/ })).toBeNull();
  });
});
