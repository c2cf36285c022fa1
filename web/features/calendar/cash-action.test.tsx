import { afterEach, describe, expect, test } from "bun:test";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Provider } from "jotai";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import type { Role } from "../../../src/domain/roles";
import type { Appointment } from "../../../src/domain/schemas/appointments";
import type { VisitState } from "../../../src/domain/schemas/sales";
import { anAppointment } from "../../entities/appointment-fixtures";
import { storeSignedInAs } from "../../entities/auth-fixtures";
import { fakeApi, type FakeCall } from "../../lib/fake-api";
import { settle } from "../../ui/test-utils";
import { AppointmentDetailsDialog } from "./appointment-details-dialog";

afterEach(cleanup);

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

async function renderDetails(role: Role, a: Appointment, states: VisitState[]): Promise<FakeCall[]> {
  const calls = fakeApi((call) => {
    if (call.path.startsWith("/api/sales/visit-states")) return { status: 200, body: states };
    return { status: 200, body: [] };
  });
  render(
    <Provider store={storeSignedInAs(role)}>
      <MemoryRouter initialEntries={["/calendar"]}>
        <Routes>
          <Route path="*" element={<><Where /><AppointmentDetailsDialog appointment={a} canEdit onOpenChange={() => {}} onEdit={() => {}} /></>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  await settle(30);
  return calls;
}

const ARRIVED = anAppointment({ id: 5, status: "arrived", date: "2026-11-24" });
const due: VisitState = { appointmentId: 5, state: "due", totalCents: 3500, saleId: null, saleNumber: null };

describe("'Incassa' in the appointment's details", () => {
  test("reception cashes an arrived visit: the till opens for it", async () => {
    const calls = await renderDetails("reception", ARRIVED, [due]);
    expect(calls.map((c) => c.path)).toContain("/api/sales/visit-states?from=2026-11-24&to=2026-11-24");
    fireEvent.click(screen.getByRole("button", { name: "Incassa" }));
    expect(screen.getByTestId("where").textContent).toBe("/cassa/nuova?appointment=5");
  });

  test("a collaborator never sees it, and asks nothing of the till", async () => {
    const calls = await renderDetails("stylist", ARRIVED, [due]);
    expect(screen.queryByRole("button", { name: "Incassa" })).toBeNull();
    expect(calls.filter((c) => c.path.includes("/api/sales"))).toEqual([]);
  });

  test("absent once the visit is paid, and on a cancelled visit", async () => {
    await renderDetails("owner", ARRIVED, [{ ...due, state: "paid", saleId: 9, saleNumber: "2026/000009" }]);
    expect(screen.queryByRole("button", { name: "Incassa" })).toBeNull();
    cleanup();
    await renderDetails("owner", anAppointment({ id: 5, status: "cancelled" }), []);
    expect(screen.queryByRole("button", { name: "Incassa" })).toBeNull();
    cleanup();
    // A booked visit not yet arrived may be cashed too (it has no state yet).
    await renderDetails("owner", anAppointment({ id: 5, status: "booked" }), []);
    expect(screen.getByRole("button", { name: "Incassa" })).toBeTruthy();
  });
});
