import { afterEach, describe, expect, test } from "bun:test";
import { cleanup, render, screen } from "@testing-library/react";
import { Provider } from "jotai";
import type { ClientSummary } from "../../../src/domain/schemas/clients";
import type { Service } from "../../../src/domain/schemas/services";
import { storeSignedInAs } from "../../entities/auth-fixtures";
import { fakeApi } from "../../lib/fake-api";
import { settle } from "../../ui/test-utils";
import { PatchTestWarning } from "./patch-test-warning";

afterEach(cleanup);

const svc = (id: number, name: string, patchTestRequired: boolean): Service => ({
  id, name, duration: 60, price: 5000, description: "", processingMinutes: 0, finishingMinutes: 0, category: "", stylistIds: [], vatRatePercent: 22, patchTestRequired,
});
const summary = (patchTestDate: string | null): ClientSummary => ({
  id: 4, appointmentCount: 1, reminderCount: 0, lastVisit: null, usualStylist: null, usualService: null, pastVisits: 1, noShows: 0, patchTestDate, patchTestMonths: 6,
});

async function show(patchTestDate: string | null, serviceIds: string[], date = "2026-03-10") {
  fakeApi((call) => {
    if (call.path === "/api/services") return { status: 200, body: [svc(1, "Colore", true), svc(2, "Taglio", false)] };
    if (call.path === "/api/clients/4/summary") return { status: 200, body: summary(patchTestDate) };
    return undefined;
  });
  render(
    <Provider store={storeSignedInAs("reception")}>
      <PatchTestWarning clientId={4} serviceIds={serviceIds} date={date} />
    </Provider>,
  );
  await settle(30);
  return screen.queryByTestId("patch-test-warning")?.textContent ?? null;
}

describe("patch test warning in the booking dialog", () => {
  test("a colour service for a client without a patch test", async () => {
    expect(await show(null, ["1"])).toBe("Test della pelle mancante");
  });
  test("a test older than the limit on the visit's day", async () => {
    expect(await show("2025-08-31", ["2", "1"], "2026-03-01")).toBe("Test della pelle del 31/08/2025: più vecchio di 6 mesi");
  });
  test("nothing while the test covers the day, nor for a service that needs none", async () => {
    expect(await show("2025-08-31", ["1"], "2026-02-28")).toBeNull();
    cleanup();
    expect(await show(null, ["2"])).toBeNull();
  });
});
