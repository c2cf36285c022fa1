import { afterEach, expect, test } from "bun:test";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { MemoryRouter } from "react-router-dom";
import { fakeApi } from "../lib/fake-api";
import { clientSearchAtom } from "../features/clients/state";
import { AppShell } from "./app-shell";

const USER = { id: 1, username: "admin", firstName: "Anna", lastName: "Bianchi", role: "owner" as const, stylistId: null, salonTimeZone: "Europe/Rome" };

afterEach(cleanup);

test("pressing 'Clienti' in the menu asks for the screen's first page at once (the search kept from last time); other sections ask nothing", () => {
  const calls = fakeApi(() => ({ status: 200, body: { clients: [], matched: 0, total: 0, nextCursor: null } }));
  const store = createStore();
  store.set(clientSearchAtom, "rossi");
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={["/calendar"]}>
        <AppShell user={USER}>
          <h1>Calendario</h1>
        </AppShell>
      </MemoryRouter>
    </Provider>,
  );
  const menu = screen.getAllByRole("navigation", { name: "Menu principale" })[0]!;
  fireEvent.pointerDown(within(menu).getByRole("link", { name: "Servizi" }));
  expect(calls).toEqual([]);
  fireEvent.pointerDown(within(menu).getByRole("link", { name: "Clienti" }));
  // Before the click completes and the screen's code has loaded.
  expect(calls.map((c) => c.path)).toEqual(["/api/clients?q=rossi&limit=30"]);
});
