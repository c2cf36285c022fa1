import { afterEach, expect, test } from "bun:test";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { fakeApi } from "../../lib/fake-api";
import { FirstAvailableDialog, type FirstAvailablePick } from "./first-available-dialog";
import { formForFreeSlot } from "./form-model";
import { MARCO } from "./test-fixtures";

afterEach(cleanup);

const GIULIA = { id: 3, name: "Giulia", phone: "", email: "" };
const TAGLIO = { id: 5, name: "Taglio", duration: 45, price: 3000, description: "", processingMinutes: 0, finishingMinutes: 0, category: "", stylistIds: [], vatRatePercent: 22, patchTestRequired: false };
// 30 application + 30 posa + 15 rinse.
const COLORE = { id: 7, name: "Colore", duration: 75, price: 6000, description: "", processingMinutes: 30, finishingMinutes: 15, category: "", stylistIds: [], vatRatePercent: 22, patchTestRequired: false };

function renderSearch(answer: (path: string) => { status: number; body: unknown }) {
  const calls = fakeApi((call) => {
    if (call.path === "/api/services") return { status: 200, body: [TAGLIO, COLORE] };
    if (call.path === "/api/stylists") return { status: 200, body: [MARCO, GIULIA] };
    if (call.path.startsWith("/api/availability/free-slots")) return answer(call.path);
    return { status: 200, body: [] };
  });
  const picks: FirstAvailablePick[] = [];
  render(
    <Provider store={createStore()}>
      <FirstAvailableDialog open onOpenChange={() => {}} fromDate="2026-03-30" onPick={(p) => picks.push(p)} />
    </Provider>,
  );
  return { calls, picks };
}

test("a service, any stylist, from a day: the free times per day, a click hands over the booking", async () => {
  const { calls, picks } = renderSearch(() => ({
    status: 200,
    body: {
      minutes: 45,
      from: "2026-03-30",
      to: "2026-04-29",
      slots: [{ date: "2026-03-31", startTime: "09:00", endTime: "09:45", stylistIds: [MARCO.id, GIULIA.id] }],
    },
  }));
  fireEvent.click(screen.getByRole("button", { name: "Cerca" }));
  await waitFor(() => expect(screen.getByText("Servizio è richiesto")).toBeDefined());
  await waitFor(() => expect(screen.getByRole("option", { name: "Taglio (45 min)" })).toBeDefined());
  fireEvent.change(screen.getByLabelText("Servizio"), { target: { value: "5" } });
  fireEvent.click(screen.getByRole("button", { name: "Cerca" }));
  await waitFor(() => expect(screen.getByText("martedì 31 marzo 2026")).toBeDefined());
  const query = calls.find((c) => c.path.startsWith("/api/availability/"))!.path;
  expect(Object.fromEntries(new URLSearchParams(query.split("?")[1]))).toEqual({ serviceId: "5", from: "2026-03-30", limit: "12" });
  fireEvent.click(screen.getByRole("button", { name: "Prenota martedì 31 marzo 2026 alle 09:00 con Giulia" }));
  expect(picks).toEqual([{ date: "2026-03-31", startTime: "09:00", stylistId: GIULIA.id, serviceId: 5, duration: 45 }]);
});

test("nothing free says so; a refused search shows the server's message", async () => {
  let refuse = false;
  renderSearch(() =>
    refuse
      ? { status: 400, body: { message: "La ricerca può coprire da 1 a 31 giorni", code: "validation", fields: {} } }
      : { status: 200, body: { minutes: 45, from: "2026-03-30", to: "2026-04-29", slots: [] } },
  );
  await waitFor(() => expect(screen.getByRole("option", { name: "Taglio (45 min)" })).toBeDefined());
  fireEvent.change(screen.getByLabelText("Servizio"), { target: { value: "5" } });
  fireEvent.click(screen.getByRole("button", { name: "Cerca" }));
  await waitFor(() => expect(screen.getByText("Nessun orario libero nei prossimi 31 giorni")).toBeDefined());
  refuse = true;
  fireEvent.click(screen.getByRole("button", { name: "Cerca" }));
  await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("La ricerca può coprire da 1 a 31 giorni"));
});

test("'Dal giorno' is the gg/mm/aaaa field: it shows the day the Italian way and takes one typed that way", async () => {
  const { calls } = renderSearch(() => ({ status: 200, body: { minutes: 45, from: "2026-04-02", to: "2026-05-02", slots: [] } }));
  const field = screen.getByLabelText<HTMLInputElement>("Dal giorno");
  expect([field.type, field.placeholder, field.value]).toEqual(["text", "gg/mm/aaaa", "30/03/2026"]);
  await waitFor(() => expect(screen.getByRole("option", { name: "Taglio (45 min)" })).toBeDefined());
  fireEvent.change(screen.getByLabelText("Servizio"), { target: { value: "5" } });
  fireEvent.change(field, { target: { value: "2/4/26" } });
  fireEvent.click(screen.getByRole("button", { name: "Cerca" }));
  await waitFor(() => expect(calls.some((c) => c.path.startsWith("/api/availability/"))).toBe(true));
  const query = calls.find((c) => c.path.startsWith("/api/availability/"))!.path;
  expect(new URLSearchParams(query.split("?")[1]).get("from")).toBe("2026-04-02");
  fireEvent.change(field, { target: { value: "31/02/2026" } });
  fireEvent.click(screen.getByRole("button", { name: "Cerca" }));
  await waitFor(() => expect(screen.getByText("Data non valida")).toBeDefined());
});

test("a visit of several services in the afternoon: one search for the whole visit, a click books every service", async () => {
  const { calls, picks } = renderSearch(() => ({
    status: 200,
    body: { minutes: 120, from: "2026-03-30", to: "2026-04-29", slots: [{ date: "2026-04-02", startTime: "14:00", endTime: "16:00", stylistIds: [GIULIA.id] }] },
  }));
  await waitFor(() => expect(screen.getByRole("option", { name: "Colore (1 h 15 min)" })).toBeDefined());
  fireEvent.change(screen.getByLabelText("Servizio"), { target: { value: "7" } });
  fireEvent.click(screen.getByRole("button", { name: "+ Aggiungi servizio" }));
  // A second service left empty is asked for.
  fireEvent.click(screen.getByRole("button", { name: "Cerca" }));
  await waitFor(() => expect(screen.getByText("Servizio è richiesto")).toBeDefined());
  fireEvent.change(screen.getByLabelText("Servizio 2"), { target: { value: "5" } });
  expect(screen.getAllByRole("option", { name: /^(Tutto il giorno|Mattina|Pomeriggio)$/ }).map((o) => o.textContent)).toEqual(["Tutto il giorno", "Mattina", "Pomeriggio"]);
  fireEvent.change(screen.getByLabelText("Fascia oraria"), { target: { value: "afternoon" } });
  fireEvent.click(screen.getByRole("button", { name: "Cerca" }));
  await waitFor(() => expect(screen.getByText("giovedì 2 aprile 2026")).toBeDefined());
  const query = calls.find((c) => c.path.startsWith("/api/availability/"))!.path;
  expect(Object.fromEntries(new URLSearchParams(query.split("?")[1]))).toEqual({ serviceIds: "7,5", part: "afternoon", from: "2026-03-30", limit: "12" });

  fireEvent.click(screen.getByRole("button", { name: "Prenota giovedì 2 aprile 2026 alle 14:00 con Giulia" }));
  expect(picks).toEqual([{ date: "2026-04-02", startTime: "14:00", stylistId: GIULIA.id, serviceId: 7, duration: 75, services: [COLORE, TAGLIO] }]);
  // The booking dialog opens with the colour (its posa) and the cut after it, both with Giulia.
  const form = formForFreeSlot(picks[0]!);
  expect([form.serviceId, form.stylistId, form.startHour, form.startMinute, form.duration, form.processingMinutes, form.finishingMinutes]).toEqual(["7", "3", "14", "0", 75, 30, 15]);
  expect(form.items).toEqual([{ key: 1, serviceId: "5", stylistId: "3", start: "after", duration: 45, processingMinutes: 0, finishingMinutes: 0, price: "30,00" }]);
});
