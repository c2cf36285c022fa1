import { afterEach, describe, expect, test } from "bun:test";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { SLOT_TAKEN_MESSAGE, type PublicBookingCreated } from "../../src/domain/schemas/online-booking";
import { addDays } from "../../src/domain/time";
import { fakeApi, type FakeAnswer, type FakeCall } from "../lib/fake-api";
import { settle } from "../ui/test-utils";
import { BookingPage } from "./booking-page";
import { availabilityAnswer, freeDay, INFO, SLOTS, today } from "./test-fixtures";

afterEach(cleanup);

const CREATED: PublicBookingCreated = {
  token: "tok_abc-123",
  date: freeDay(),
  startTime: "09:00",
  endTime: "09:45",
  serviceName: "Taglio donna",
  stylistName: "Giulia",
  status: "booked",
};

function salon(onBook: (call: FakeCall) => FakeAnswer = () => ({ status: 201, body: CREATED }), info = INFO) {
  return fakeApi((call) => {
    if (call.path === "/api/public/booking") return { status: 200, body: info };
    if (call.path.startsWith("/api/public/availability")) return availabilityAnswer(call);
    if (call.path === "/api/public/bookings" && call.method === "POST") return onBook(call);
    return undefined;
  });
}

const click = async (element: HTMLElement) => {
  fireEvent.click(element);
  await settle();
};
const button = (name: string | RegExp) => screen.getByRole("button", { name });
const heading = (name: string) => screen.getByRole("heading", { level: 2, name });
const text = (s: string) => s.replaceAll("\u00a0", " ");

async function openPage() {
  render(<BookingPage />);
  await settle();
}

/** Service → "Nessuna preferenza" → the free day → 09:00: the details form. */
async function reachDetails() {
  await openPage();
  await click(button(/Taglio donna/));
  await click(button(/Nessuna preferenza/));
  await click(screen.getByRole("button", { name: /3 orari liberi/ }));
  await click(button("09:00"));
}

async function fillDetails() {
  fireEvent.change(screen.getByLabelText("Nome"), { target: { value: "Anna" } });
  fireEvent.change(screen.getByLabelText("Cognome"), { target: { value: "Verdi" } });
  fireEvent.change(screen.getByLabelText("Telefono"), { target: { value: "+39 333 123 4567" } });
}

describe("the booking steps", () => {
  test("the salon's name and address on top, then the bookable services with duration and price", async () => {
    salon();
    await openPage();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Salone Bella");
    expect(screen.getByText("Via Roma 1, Milano")).toBeTruthy();
    expect(document.title).toBe("Prenota online · Salone Bella");
    expect(text(button(/Taglio donna/).textContent!)).toBe("Taglio donna45 min · 35,00 €");
    expect(text(button(/Colore/).textContent!)).toBe("Colore1 h 30 min · 60,00 €");
    // The first step keeps the browser's focus: nothing was chosen yet.
    expect(document.activeElement).toBe(document.body);
  });

  test("each step's heading takes the focus; the stylist step offers 'Nessuna preferenza' and first names", async () => {
    salon();
    await openPage();
    await click(button(/Taglio donna/));
    expect(document.activeElement).toBe(heading("Con chi?"));
    expect(screen.getAllByRole("button").map((b) => b.textContent)).toEqual(["Cambia", "Nessuna preferenzaIl primo libero", "Giulia", "Marco"]);
    await click(button("Giulia"));
    expect(document.activeElement).toBe(heading("Scegli il giorno"));
  });

  test("the day step loads 31 days at a time for the chosen stylist and highlights the days with free times", async () => {
    const calls = salon();
    await openPage();
    await click(button(/Taglio donna/));
    await click(button("Giulia"));
    const asked = calls.filter((c) => c.path.startsWith("/api/public/availability"));
    expect(asked.map((c) => c.path)).toEqual([`/api/public/availability?serviceId=1&from=${today()}&to=${addDays(today(), 30)}&stylistId=7`]);
    const days = within(screen.getByRole("region", { name: "Scegli il giorno" })).getAllByRole("button", { name: /orar/ });
    expect(days).toHaveLength(31);
    const open = days.filter((d) => !(d as HTMLButtonElement).disabled);
    expect(open.map((d) => d.getAttribute("data-day"))).toEqual([freeDay()]);
    expect(open[0]!.textContent).toEndWith("3 orari liberi");

    await click(button("Mostra altri giorni"));
    expect(calls.at(-1)!.path).toBe(`/api/public/availability?serviceId=1&from=${addDays(today(), 31)}&to=${addDays(today(), 59)}&stylistId=7`);
    expect(within(screen.getByRole("region", { name: "Scegli il giorno" })).getAllByRole("button", { name: /orar/ })).toHaveLength(60);
    // The 60-day window ends there.
    expect(screen.queryByRole("button", { name: "Mostra altri giorni" })).toBeNull();
  });

  test("the time step lists the day's free times; the choices so far can be changed", async () => {
    salon();
    await openPage();
    await click(button(/Taglio donna/));
    await click(button(/Nessuna preferenza/));
    await click(screen.getByRole("button", { name: /3 orari liberi/ }));
    expect(document.activeElement).toBe(heading("Scegli l'orario"));
    const times = within(screen.getByRole("region", { name: "Scegli l'orario" })).getAllByRole("button");
    expect(times.map((t) => t.textContent)).toEqual(SLOTS.map((s) => s.startTime));
    const chosen = within(screen.getByRole("list", { name: "La tua scelta" }));
    expect(chosen.getByText("Nessuna preferenza")).toBeTruthy();
    await click(chosen.getByRole("button", { name: "Cambia servizio" }));
    expect(document.activeElement).toBe(heading("Scegli il servizio"));
  });

  test("the details are checked with the server's messages and the first invalid field takes the focus", async () => {
    const calls = salon();
    await reachDetails();
    expect(document.activeElement).toBe(heading("I tuoi dati"));
    await click(button("Conferma prenotazione"));
    await settle(30);
    expect(screen.getByText("Nome è richiesto")).toBeTruthy();
    expect(screen.getByText("Cognome è richiesto")).toBeTruthy();
    expect(screen.getByText("Telefono è richiesto")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Nome"));
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  test("'Conferma prenotazione' sends the booking (no preference, honeypot empty) and shows it with its manage link", async () => {
    const calls = salon();
    await reachDetails();
    await fillDetails();
    fireEvent.click(screen.getByLabelText("Acconsente a ricevere messaggi WhatsApp dal salone"));
    fireEvent.change(screen.getByLabelText("Note (facoltative)"), { target: { value: "Capelli lunghi" } });
    await click(button("Conferma prenotazione"));
    await settle();
    expect(calls.find((c) => c.method === "POST")!.body).toEqual({
      serviceId: 1,
      stylistId: null,
      date: freeDay(),
      startTime: "09:00",
      firstName: "Anna",
      lastName: "Verdi",
      phone: "333 123 4567",
      whatsappConsent: true,
      notes: "Capelli lunghi",
      website: "",
    });
    expect(document.activeElement).toBe(heading("Prenotazione confermata"));
    expect(screen.getByText("Giulia")).toBeTruthy();
    expect(screen.getByText("09:00–09:45")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Gestisci la prenotazione" }).getAttribute("href")).toBe("/prenota/gestisci/tok_abc-123");
  });

  test("with approval required the confirmation says the salon will confirm", async () => {
    salon(() => ({ status: 201, body: { ...CREATED, status: "pending" } }), { ...INFO, requireApproval: true });
    await reachDetails();
    await fillDetails();
    await click(button("Conferma prenotazione"));
    await settle();
    expect(heading("Prenotazione ricevuta")).toBeTruthy();
    expect(screen.getByText(/Il salone la confermerà/)).toBeTruthy();
  });

  test("the honeypot is out of sight, out of the tab order and unnamed for screen readers", async () => {
    salon();
    await reachDetails();
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap.tabIndex).toBe(-1);
    expect(trap.closest("[aria-hidden='true']")).toBeTruthy();
  });
});

test("going back and choosing another stylist while the days load shows only the new choice's days", async () => {
  let releaseGiulia: () => void = () => {};
  fakeApi((call) => {
    if (call.path === "/api/public/booking") return { status: 200, body: INFO };
    if (!call.path.startsWith("/api/public/availability")) return undefined;
    // Giulia's answer comes late and would mark today free; Marco's marks the day after.
    if (call.path.endsWith("stylistId=7")) return new Promise((resolve) => (releaseGiulia = () => resolve(availabilityAnswer(call, { [today()]: SLOTS }))));
    return availabilityAnswer(call);
  });
  await openPage();
  await click(button(/Taglio donna/));
  await click(button("Giulia"));
  await click(screen.getByRole("button", { name: "Cambia con" }));
  await click(button("Marco"));
  await act(async () => releaseGiulia());
  await settle();
  const open = screen.getAllByRole("button").filter((b) => b.hasAttribute("data-day") && !(b as HTMLButtonElement).disabled);
  expect(open.map((d) => d.getAttribute("data-day"))).toEqual([freeDay()]);
});

describe("when the server says no", () => {
  test("409 slot_taken: back to the times with the message and the day's fresh times in place", async () => {
    const fresh = [{ startTime: "11:00", stylistIds: [8] }];
    salon(() => ({ status: 409, body: { message: SLOT_TAKEN_MESSAGE, code: "slot_taken", date: freeDay(), slots: fresh } }));
    await reachDetails();
    await fillDetails();
    await click(button("Conferma prenotazione"));
    await settle();
    expect(document.activeElement).toBe(heading("Scegli l'orario"));
    expect(screen.getByRole("alert").textContent).toBe(SLOT_TAKEN_MESSAGE);
    const times = within(screen.getByRole("region", { name: "Scegli l'orario" })).getAllByRole("button");
    expect(times.map((t) => t.textContent)).toEqual(["11:00"]);
    // What was typed is still there for the next try.
    await click(button("11:00"));
    expect((screen.getByLabelText("Nome") as HTMLInputElement).value).toBe("Anna");
  });

  test("429: the server's Italian message", async () => {
    const message = "Troppe prenotazioni da questo numero oggi: chiama il salone";
    salon(() => ({ status: 429, body: { message, code: "rate_limited" } }));
    await reachDetails();
    await fillDetails();
    await click(button("Conferma prenotazione"));
    await settle();
    expect(screen.getByRole("alert").textContent).toBe(message);
  });

  test("400 with fields: the messages under the fields", async () => {
    salon(() => ({ status: 400, body: { message: "Dati non validi", code: "invalid", fields: { phone: "Il telefono deve avere da 6 a 10 cifre" } } }));
    await reachDetails();
    await fillDetails();
    await click(button("Conferma prenotazione"));
    await settle(30);
    expect(screen.getByText("Il telefono deve avere da 6 a 10 cifre")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Telefono"));
  });

  test("online booking off (404): 'Prenotazioni online non disponibili'", async () => {
    fakeApi(() => ({ status: 404, body: { message: "Risorsa non trovata", code: "not_found" } }));
    await openPage();
    expect(screen.getByRole("alert").textContent).toBe("Prenotazioni online non disponibili");
  });

  test("429 on the free times: the message in the day step", async () => {
    const message = "Troppe richieste: riprova tra un minuto";
    fakeApi((call) => {
      if (call.path === "/api/public/booking") return { status: 200, body: INFO };
      if (call.path.startsWith("/api/public/availability")) return { status: 429, body: { message, code: "rate_limited" } };
      return undefined;
    });
    await openPage();
    await click(button(/Taglio donna/));
    await act(async () => fireEvent.click(button(/Nessuna preferenza/)));
    await settle();
    expect(screen.getByRole("alert").textContent).toBe(message);
  });
});
