import { afterEach, expect, test } from "bun:test";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { Provider, createStore } from "jotai";
import type { Service } from "../../../src/domain/schemas/services";
import { fakeApi } from "../../lib/fake-api";
import { settle } from "../../ui/test-utils";
import { Toaster } from "../../ui/toast";
import { QuickServicesCard } from "./quick-services-card";

afterEach(cleanup);

const NAMES = ["Colore", "Lavaggio", "Piega", "Taglio Donna", "Taglio Uomo", "Trattamento", "Permanente"];
const SERVICES: Service[] = NAMES.map((name, i) => ({ id: i + 1, name, duration: 30, price: 1000, description: "", processingMinutes: 0, finishingMinutes: 0, category: "", stylistIds: [], vatRatePercent: 22, patchTestRequired: false }));

function salon(initial: number[], custom = false) {
  let saved = { serviceIds: initial, custom };
  return fakeApi((call) => {
    if (call.path === "/api/services") return { status: 200, body: SERVICES };
    if (call.path === "/api/settings/quick-services" && call.method === "GET") return { status: 200, body: saved };
    if (call.path === "/api/settings/quick-services" && call.method === "PUT") {
      saved = { serviceIds: (call.body as { serviceIds: number[] }).serviceIds, custom: true };
      return { status: 200, body: saved };
    }
    return undefined;
  });
}

async function renderCard() {
  render(
    <Provider store={createStore()}>
      <QuickServicesCard />
      <Toaster />
    </Provider>,
  );
  await settle(40);
}

const box = (name: string) => within(screen.getByRole("form", { name: "Servizi rapidi" })).getByRole<HTMLInputElement>("checkbox", { name });

test("shows the current buttons ticked and says they are the most booked until the owner chooses", async () => {
  salon([4, 1]);
  await renderCard();
  expect(box("Taglio Donna").checked).toBe(true);
  expect(box("Colore").checked).toBe(true);
  expect(box("Piega").checked).toBe(false);
  expect(screen.getByText(/Ora sono i servizi più prenotati/)).toBeTruthy();
  expect(screen.getByText("2 di 6 scelti")).toBeTruthy();
  expect(screen.getByRole<HTMLButtonElement>("button", { name: "Salva servizi rapidi" }).disabled).toBe(true);
});

test("ticking Taglio Donna and saving sends the ids in the list's order, then toasts", async () => {
  const calls = salon([3, 1], true);
  await renderCard();
  fireEvent.click(box("Taglio Donna"));
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Salva servizi rapidi" }));
  });
  await settle(40);
  const put = calls.find((c) => c.method === "PUT");
  expect(put?.body).toEqual({ serviceIds: [1, 3, 4] });
  expect(screen.getByText("Servizi rapidi salvati")).toBeTruthy();
  expect(box("Taglio Donna").checked).toBe(true);
});

test("at six ticked the others cannot be ticked until one is freed", async () => {
  salon([1, 2, 3, 4, 5, 6], true);
  await renderCard();
  expect(box("Permanente").disabled).toBe(true);
  fireEvent.click(box("Colore"));
  expect(box("Permanente").disabled).toBe(false);
  expect(screen.getByText("5 di 6 scelti")).toBeTruthy();
});
