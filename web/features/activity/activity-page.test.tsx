import { afterEach, describe, expect, test } from "bun:test";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Provider, createStore } from "jotai";
import type { ActivityEntry } from "../../../src/domain/schemas/activity";
import type { User } from "../../../src/domain/schemas/users";
import { fakeApi } from "../../lib/fake-api";
import { settle } from "../../ui/test-utils";
import ActivityPage from "./activity-page";

afterEach(cleanup);

const GIULIA: User = {
  id: 2,
  username: "giulia",
  firstName: "Giulia",
  lastName: "Bianchi",
  role: "reception",
  stylistId: null,
  stylistName: null,
  active: true,
  lastAccessAt: null,
  createdAt: "2026-01-01T08:00:00.000Z",
};

const entry = (id: number, extra: Partial<ActivityEntry> = {}): ActivityEntry => ({
  id,
  at: "2026-11-22T09:03:00.000Z",
  userId: 2,
  actorName: "Giulia Bianchi",
  action: "created",
  entity: "appointment",
  entityId: 40 + id,
  summary: `Cliente ${id} · Taglio · 24/11 10:00`,
  changes: {},
  ...extra,
});

function renderPage() {
  render(
    <Provider store={createStore()}>
      <ActivityPage />
    </Provider>,
  );
}

describe("Registro attività", () => {
  test("newest first with who, what and when; a move says from where to where", async () => {
    fakeApi((call) => {
      if (call.path === "/api/users") return { status: 200, body: [GIULIA] };
      if (call.path === "/api/activity")
        return {
          status: 200,
          body: {
            entries: [
              entry(2, { action: "moved", actorName: "Marco Neri", changes: { date: ["2026-11-24", "2026-11-26"], startTime: ["10:00", "15:00"] } }),
              entry(1),
            ],
            nextCursor: null,
          },
        };
      return undefined;
    });
    renderPage();
    await settle(30);
    expect(screen.getByRole("heading", { level: 1, name: "Registro attività" })).toBeTruthy();
    const rows = screen.getAllByTestId("activity-entry");
    expect(rows[0]!.textContent).toContain("22/11/2026 10:03");
    expect(rows[0]!.textContent).toContain("Marco Neri");
    expect(rows[0]!.textContent).toContain("spostato");
    expect(rows[0]!.textContent).toContain("mar 24/11 10:00 → gio 26/11 15:00");
    expect(rows[1]!.textContent).toContain("Giulia Bianchicreato");
    expect(rows[1]!.textContent).toContain("Cliente 1 · Taglio · 24/11 10:00");
    expect(screen.queryByRole("button", { name: "Carica altre attività" })).toBeNull();
  });

  test("filters by person, kind and days go to the server; 'Azzera filtri' clears them", async () => {
    const calls = fakeApi((call) => {
      if (call.path === "/api/users") return { status: 200, body: [GIULIA] };
      if (call.path.startsWith("/api/activity")) return { status: 200, body: { entries: [], nextCursor: null } };
      return undefined;
    });
    renderPage();
    await settle(30);
    expect(screen.getByText("Le modifiche dello staff compariranno qui.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Persona"), { target: { value: "2" } });
    await settle(20);
    fireEvent.change(screen.getByLabelText("Tipo"), { target: { value: "client" } });
    await settle(20);
    const from = screen.getByLabelText<HTMLInputElement>("Dal");
    expect([from.type, from.placeholder]).toEqual(["text", "gg/mm/aaaa"]);
    // A day half typed asks nothing; once it is a real day the list follows.
    const before = calls.length;
    fireEvent.change(from, { target: { value: "1/11" } });
    await settle(20);
    expect(calls.length).toBe(before);
    fireEvent.change(from, { target: { value: "1/11/2026" } });
    await settle(20);
    fireEvent.change(screen.getByLabelText("Al"), { target: { value: "30/11/2026" } });
    await settle(30);
    const asked = calls.filter((c) => c.path.startsWith("/api/activity")).map((c) => c.path);
    expect(asked.at(-1)).toBe("/api/activity?userId=2&from=2026-11-01&to=2026-11-30&entity=client");
    expect(screen.getByText("Nessuna modifica corrisponde ai filtri: allargali o azzerali.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Azzera filtri" }));
    await settle(30);
    expect(screen.getByLabelText<HTMLInputElement>("Dal").value).toBe("");
    expect(calls.filter((c) => c.path.startsWith("/api/activity")).at(-1)!.path).toBe("/api/activity");
  });

  test("'Carica altre attività' asks for the next page with the cursor and adds it below", async () => {
    const first = Array.from({ length: 50 }, (_, i) => entry(100 - i));
    const calls = fakeApi((call) => {
      if (call.path === "/api/users") return { status: 200, body: [GIULIA] };
      if (call.path === "/api/activity") return { status: 200, body: { entries: first, nextCursor: "2026-11-22T09:03:00.000Z_51" } };
      if (call.path === "/api/activity?cursor=2026-11-22T09%3A03%3A00.000Z_51") return { status: 200, body: { entries: [entry(50), entry(49)], nextCursor: null } };
      return undefined;
    });
    renderPage();
    await settle(30);
    expect(screen.getAllByTestId("activity-entry")).toHaveLength(50);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Carica altre attività" })));
    await settle(30);
    expect(calls.at(-1)!.path).toBe("/api/activity?cursor=2026-11-22T09%3A03%3A00.000Z_51");
    const rows = screen.getAllByTestId("activity-entry");
    expect(rows).toHaveLength(52);
    expect(rows.at(-1)!.textContent).toContain("Cliente 49");
    expect(screen.queryByRole("button", { name: "Carica altre attività" })).toBeNull();
  });

  test("a refused request shows the server's message and 'Riprova' asks again", async () => {
    let fail = true;
    fakeApi((call) => {
      if (call.path === "/api/users") return { status: 200, body: [GIULIA] };
      if (call.path === "/api/activity")
        return fail ? { status: 400, body: { message: "Data iniziale non valida", code: "validation" } } : { status: 200, body: { entries: [entry(1)], nextCursor: null } };
      return undefined;
    });
    renderPage();
    await settle(30);
    expect(screen.getByRole("alert").textContent).toBe("Data iniziale non valida");
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Riprova" }));
    await settle(30);
    expect(screen.getAllByTestId("activity-entry")).toHaveLength(1);
  });
});
