import { afterEach, expect, test } from "bun:test";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { PublicBooking } from "../../src/domain/schemas/online-booking";
import { fakeApi } from "../lib/fake-api";
import { settle } from "../ui/test-utils";
import { ManagePage } from "./manage-page";
import { manageTokenFrom } from "./paths";
import { INFO, MANAGED } from "./test-fixtures";

afterEach(cleanup);

function booking(initial: PublicBooking) {
  let current = initial;
  return fakeApi((call) => {
    if (call.path === "/api/public/booking") return { status: 200, body: INFO };
    if (call.path !== "/api/public/bookings/tok_1") return undefined;
    if (call.method === "DELETE") {
      current = { ...current, status: "cancelled", canCancel: false };
      return { status: 200, body: current };
    }
    return { status: 200, body: current };
  });
}

async function open(token = "tok_1") {
  render(<ManagePage token={token} />);
  await settle();
}
const click = async (name: string) => {
  fireEvent.click(screen.getByRole("button", { name }));
  await settle();
};

test("the manage link's path gives its token; any other path is the booking page", () => {
  expect(manageTokenFrom("/prenota/gestisci/abc_-9")).toBe("abc_-9");
  expect(manageTokenFrom("/prenota/gestisci/abc/")).toBe("abc");
  expect(manageTokenFrom("/prenota")).toBeNull();
  expect(manageTokenFrom("/prenota/gestisci/")).toBeNull();
});

test("the booking: long Italian date, time, service, stylist's first name and status", async () => {
  booking(MANAGED);
  await open();
  expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Salone Bella");
  expect(screen.getByText("martedì 24 novembre 2026")).toBeTruthy();
  expect(screen.getByText("10:00–10:45")).toBeTruthy();
  expect(screen.getByText("Taglio donna")).toBeTruthy();
  expect(screen.getByText("Giulia")).toBeTruthy();
  expect(screen.getByText("Prenotato")).toBeTruthy();
  expect(screen.getByText(/Puoi annullarla online fino a lunedì 23 novembre 2026 alle 10:00/)).toBeTruthy();
});

test("'Annulla prenotazione' asks first; 'No, la tengo' changes nothing", async () => {
  const calls = booking(MANAGED);
  await open();
  await click("Annulla prenotazione");
  expect(screen.getByText(/Vuoi davvero annullare la prenotazione/)).toBeTruthy();
  await click("No, la tengo");
  expect(calls.some((c) => c.method === "DELETE")).toBe(false);
  expect(screen.getByRole("button", { name: "Annulla prenotazione" })).toBeTruthy();
});

test("confirmed, the booking is cancelled and the page says so", async () => {
  const calls = booking(MANAGED);
  await open();
  await click("Annulla prenotazione");
  await click("Sì, annulla la prenotazione");
  await settle();
  expect(calls.filter((c) => c.method === "DELETE").map((c) => c.path)).toEqual(["/api/public/bookings/tok_1"]);
  expect(document.activeElement).toBe(screen.getByRole("heading", { level: 2, name: "Prenotazione annullata" }));
  expect(screen.getByText("Annullato")).toBeTruthy();
  expect(screen.queryByRole("button", { name: "Annulla prenotazione" })).toBeNull();
});

test("past the limit: until when it could be cancelled, and to call the salon", async () => {
  booking({ ...MANAGED, canCancel: false });
  await open();
  expect(screen.queryByRole("button", { name: "Annulla prenotazione" })).toBeNull();
  expect(screen.getByText("Si poteva annullare online fino a lunedì 23 novembre 2026 alle 10:00. Per annullare ora chiama il salone.")).toBeTruthy();
});

test("when the salon's details cannot be loaded the booking still shows, without them", async () => {
  fakeApi((call) => (call.path === "/api/public/bookings/tok_1" ? { status: 200, body: MANAGED } : undefined));
  await open();
  expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Prenota online");
  expect(screen.getByText("martedì 24 novembre 2026")).toBeTruthy();
});

test("an unknown token: 'Prenotazione non trovata'", async () => {
  booking(MANAGED);
  await open("nope");
  expect(screen.getByRole("alert").textContent).toBe("Prenotazione non trovata");
  expect(screen.getByRole("link", { name: "Fai una nuova prenotazione" }).getAttribute("href")).toBe("/prenota");
});

test("a refused cancellation (the limit passed meanwhile) shows the server's message and the booking as it is now", async () => {
  let current = MANAGED;
  fakeApi((call) => {
    if (call.path === "/api/public/booking") return { status: 200, body: INFO };
    if (call.method === "DELETE") {
      current = { ...MANAGED, canCancel: false };
      return { status: 429, body: { message: "Troppe richieste: riprova tra un minuto", code: "rate_limited" } };
    }
    return { status: 200, body: current };
  });
  await open();
  await click("Annulla prenotazione");
  await click("Sì, annulla la prenotazione");
  await settle();
  expect(screen.getByRole("alert").textContent).toBe("Troppe richieste: riprova tra un minuto");
  expect(screen.getByText(/Si poteva annullare online/)).toBeTruthy();
});
