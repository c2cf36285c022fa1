import { afterEach, expect, test } from "bun:test";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { Provider } from "jotai";
import type { ClientFileEntry } from "../../../src/domain/schemas/formulas";
import { storeSignedInAs } from "../../entities/auth-fixtures";
import { fakeApi } from "../../lib/fake-api";
import { settle } from "../../ui/test-utils";
import { FormulaHistory } from "./formula-history";

afterEach(cleanup);

const entry = (date: string, stylistName: string, grams: number, photos: ClientFileEntry["photos"] = []): ClientFileEntry => ({
  appointmentId: 1,
  itemId: grams,
  date,
  serviceName: "Colore",
  stylistId: 1,
  stylistName,
  formula: { brand: "Wella", line: "", shades: [{ shade: "6.1", grams }], developer: null, posaMinutes: 30, notes: "", stylistId: 1, updatedAt: `${date}T10:00:00.000Z` },
  photos,
});

test("Schede tecniche lists each formula with its day and stylist, newest first, and its photos", async () => {
  const calls = fakeApi((call) => (call.path === "/api/clients/7/formulas" ? { status: 200, body: [entry("2026-11-02", "Marco", 35, [{ id: 5, url: "/api/appointments/1/items/35/photos/5", kind: "after" }]), entry("2026-09-10", "Giulia", 30)] } : undefined));
  render(
    <Provider store={storeSignedInAs("reception")}>
      <FormulaHistory clientId={7} />
    </Provider>,
  );
  expect(calls).toHaveLength(0); // nothing is fetched until the section is opened
  fireEvent.click(screen.getByRole("button", { name: "Schede tecniche" }));
  await settle();
  const items = within(screen.getByRole("list", { name: "Schede tecniche" })).getAllByRole("listitem").filter((li) => li.parentElement?.getAttribute("aria-label") === "Schede tecniche");
  expect(items.map((li) => li.querySelector("p")!.textContent)).toEqual(["02/11/2026 · Colore con Marco", "10/09/2026 · Colore con Giulia"]);
  expect(within(items[0]!).getByText("Wella · 6.1 35 g · posa 30 min")).toBeTruthy();
  expect(within(items[0]!).getByAltText("Foto dopo").getAttribute("src")).toBe("/api/appointments/1/items/35/photos/5");
});
