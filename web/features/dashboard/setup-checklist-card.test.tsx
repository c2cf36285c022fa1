import { afterEach, expect, test } from "bun:test";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Provider } from "jotai";
import { MemoryRouter } from "react-router-dom";
import type { SetupChecklist } from "../../../src/domain/schemas/salon-settings";
import { storeSignedInAs } from "../../entities/auth-fixtures";
import { fakeApi } from "../../lib/fake-api";
import { settle } from "../../ui/test-utils";
import { SetupChecklistCard } from "./setup-checklist-card";

afterEach(cleanup);

const KEYS = ["hours", "services", "stylists", "users", "whatsapp", "onlineBooking", "backup"] as const;
const checklist = (done: number, hidden = false): SetupChecklist => ({ steps: KEYS.map((key, i) => ({ key, done: i < done })), hidden });

function show(role: "owner" | "reception") {
  render(
    <Provider store={storeSignedInAs(role)}>
      <MemoryRouter>
        <SetupChecklistCard />
      </MemoryRouter>
    </Provider>,
  );
}

test("the owner sees what is done and a link to where each missing step is done", async () => {
  fakeApi((call) => (call.path === "/api/settings/setup" ? { status: 200, body: checklist(3) } : undefined));
  show("owner");
  const list = await waitFor(() => screen.getByRole("list", { name: "Passi per preparare il salone" }));
  expect(screen.getByText("3 di 7 passi fatti")).toBeTruthy();
  const items = within(list).getAllByRole("listitem");
  expect(items[0]!.textContent).toBe("✓Orari di apertura: fattoFatto");
  expect(within(items[3]!).getByRole("link", { name: "Vai a Utenti" }).getAttribute("href")).toBe("/users");
  expect(within(items[4]!).getByRole("link", { name: "Vai a Impostazioni" }).getAttribute("href")).toBe("/settings");
  // Not complete: it cannot be hidden yet.
  expect(screen.queryByRole("button", { name: "Nascondi" })).toBeNull();
});

test("complete: 'Nascondi' hides it for good", async () => {
  let state = checklist(7);
  const calls = fakeApi((call) => {
    if (call.path !== "/api/settings/setup") return undefined;
    if (call.method === "PUT") state = { ...state, hidden: call.body.hidden };
    return { status: 200, body: state };
  });
  show("owner");
  const hide = await waitFor(() => screen.getByRole("button", { name: "Nascondi" }));
  expect(screen.getByText("Il salone è pronto")).toBeTruthy();
  await act(async () => {
    fireEvent.click(hide);
  });
  await settle(40);
  expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ hidden: true });
  expect(screen.queryByText("Il salone è pronto")).toBeNull();
});

test("reception never sees it and never asks for it", async () => {
  const calls = fakeApi(() => ({ status: 200, body: checklist(0) }));
  show("reception");
  await settle(40);
  expect(screen.queryByText("Prepara il salone")).toBeNull();
  expect(calls.filter((c) => c.path === "/api/settings/setup")).toHaveLength(0);
});
