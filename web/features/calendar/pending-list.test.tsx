import { afterEach, expect, test } from "bun:test";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { Provider, createStore } from "jotai";
import type { PendingApproval } from "../../../src/domain/schemas/appointments";
import { fakeApi } from "../../lib/fake-api";
import { settle } from "../../ui/test-utils";
import { PendingList } from "./pending-list";
import { booked } from "./test-fixtures";

afterEach(cleanup);

const PENDING: PendingApproval[] = [
  { appointment: booked({ id: 7, status: "pending", source: "online" }), clientNotified: true },
  {
    appointment: booked({ id: 8, status: "pending", source: "online", date: "2026-03-31", startTime: "11:00", client: { firstName: "Anna", lastName: "Verdi", phone: "3401112222", email: "", notes: "" } }),
    clientNotified: false,
  },
];

async function show(list: PendingApproval[] = PENDING) {
  const calls = fakeApi((call) => {
    if (call.path === "/api/appointments/pending") return { status: 200, body: list };
    if (call.method === "PUT") return { status: 200, body: { ...list[0]!.appointment, ...(call.body as object) } };
    return undefined;
  });
  render(
    <Provider store={createStore()}>
      <PendingList canWrite={() => true} onOpen={() => {}} />
    </Provider>,
  );
  await settle(40);
  return calls;
}

test("'Da approvare (N)' lists every request, saying truthfully whether approving tells the client", async () => {
  await show();
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Da approvare (2)" })));
  const rows = within(screen.getByRole("list", { name: "Prenotazioni da approvare" })).getAllByRole("listitem");
  expect(rows[0]!.textContent).toContain("30/03/2026 alle 10:00");
  expect(rows[0]!.textContent).toContain("Approvata, il cliente riceve un messaggio WhatsApp.");
  expect(rows[1]!.textContent).toContain("Il cliente non riceve messaggi: chiama Anna Verdi al +39 340 111 2222.");
  expect(within(rows[1]!).getByRole("link", { name: "+39 340 111 2222" }).getAttribute("href")).toBe("tel:+393401112222");
  expect(rows[1]!.textContent).not.toContain("WhatsApp");
});

test("Approva confirms; Rifiuta asks, then cancels as the salon", async () => {
  const calls = await show();
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Da approvare (2)" })));
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Approva la prenotazione di Giulia Rossi del 30/03/2026 alle 10:00" })));
  await settle(20);
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Rifiuta la prenotazione di Anna Verdi del 31/03/2026 alle 11:00" })));
  const dialog = screen.getByRole("dialog", { name: "Rifiuta prenotazione" });
  expect(dialog.textContent).toContain("Rifiutare la prenotazione di Anna Verdi del 31/03/2026 alle 11:00? L'orario torna libero.");
  await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Rifiuta" })));
  await settle(20);
  expect(calls.filter((c) => c.method === "PUT").map((c) => [c.path, c.body])).toEqual([
    ["/api/appointments/7/status", { status: "confirmed", version: 1 }],
    ["/api/appointments/8/status", { status: "cancelled", version: 1, cancelledBy: "staff" }],
  ]);
});

test("nothing waiting: no button at all", async () => {
  await show([]);
  expect(screen.queryByRole("button", { name: /Da approvare/ })).toBeNull();
});
