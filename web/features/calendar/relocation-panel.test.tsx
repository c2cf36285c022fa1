import { afterEach, expect, test } from "bun:test";
import { cleanup, render, screen } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import type { ConflictRow } from "../../../src/domain/schemas/conflicts";
import { fakeApi } from "../../lib/fake-api";
import { applyChangeAtom } from "../../lib/query";
import { settle } from "../../ui/test-utils";
import { RelocationButton } from "./relocation-panel";

afterEach(cleanup);

const row = (id: number): ConflictRow => ({
  id,
  date: "2026-12-03",
  startTime: "10:00",
  endTime: "10:45",
  stylistId: 2,
  serviceId: 3,
  clientName: "Giulia Rossi",
  clientPhone: "3331234567",
  stylistName: "Maria",
  serviceName: "Taglio",
  version: 1,
  kind: "vacation",
  reason: "Maria è in malattia",
});

test("the count is never a number it does not know: nothing while the list loads, then the list's length, live", async () => {
  let answer: { status: number; body: ConflictRow[] } | Promise<{ status: number; body: ConflictRow[] }> = new Promise(() => {});
  fakeApi((call) => (call.path === "/api/appointments/conflicts" ? answer : undefined));
  const store = createStore();
  render(
    <Provider store={store}>
      <RelocationButton onEdit={() => {}} />
    </Provider>,
  );
  await settle(20);
  // Still loading: no "0" a reader (or a test) could take for the real count.
  expect(screen.queryByTestId("relocation-count")).toBeNull();
  expect(screen.getByRole("button").getAttribute("aria-busy")).toBe("true");
  answer = { status: 200, body: [row(1), row(2), row(3)] };
  store.set(applyChangeAtom, { topic: "vacations" });
  await settle(30);
  expect(screen.getByTestId("relocation-count").textContent).toBe("3");
  expect(screen.getByRole("button", { name: "Da ricollocare: 3" })).toBeTruthy();
  answer = { status: 200, body: [row(1), row(2), row(3), row(4), row(5)] };
  store.set(applyChangeAtom, { topic: "vacations", dates: ["2026-12-03"] });
  await settle(30);
  expect(screen.getByTestId("relocation-count").textContent).toBe("5");
});
