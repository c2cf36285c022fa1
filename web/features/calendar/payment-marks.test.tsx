import { afterEach, describe, expect, test } from "bun:test";
import { act, cleanup, render, screen } from "@testing-library/react";
import { Provider, createStore } from "jotai";
import type { VisitState } from "../../../src/domain/schemas/sales";
import { anAppointment } from "../../entities/appointment-fixtures";
import { fakeApi } from "../../lib/fake-api";
import { bumpTopicsAtom } from "../../lib/query";
import { settle } from "../../ui/test-utils";
import { Block } from "./day-cells";
import { AgendaItem } from "./my-agenda-page";
import { PaymentMark, VisitStatesProvider } from "./payment-marks";

afterEach(cleanup);

const DAY = "2026-03-29"; // the day Rome moves to summer time
const visit = (id: number) => anAppointment({ id, date: DAY, startTime: "10:00", endTime: "11:00", status: "completed" });
const PAID: VisitState = { appointmentId: 5, state: "paid", totalCents: 9000, saleId: 3, saleNumber: "2026/000003" };
const DUE: VisitState = { appointmentId: 6, state: "due", totalCents: 4500, saleId: null, saleNumber: null };

function serve(states: () => VisitState[]) {
  return fakeApi((call) => (call.path.startsWith("/api/sales/visit-states") ? { status: 200, body: states() } : undefined));
}

const names = () => screen.getAllByRole("button").map((b) => b.textContent?.replaceAll("\u00a0", " ") ?? "");

describe("payment marks", () => {
  test("a block says 'Pagato 90,00 €' or 'Da incassare' in its text (its accessible name); nothing for a visit without a state", async () => {
    const calls = serve(() => [PAID, DUE]);
    render(
      <Provider store={createStore()}>
        <VisitStatesProvider range={`${DAY}|${DAY}`}>
          <Block appointment={visit(5)} onOpen={() => {}} />
          <Block appointment={visit(6)} onOpen={() => {}} />
          <Block appointment={visit(7)} onOpen={() => {}} />
        </VisitStatesProvider>
      </Provider>,
    );
    await settle(30);
    expect(calls.map((c) => c.path)).toEqual([`/api/sales/visit-states?from=${DAY}&to=${DAY}`]);
    const [paid, due, none] = names();
    expect(paid).toContain("Pagato 90,00 €");
    expect(due).toContain("Da incassare");
    expect(none).not.toMatch(/Pagato|Da incassare/);
    expect(screen.getAllByRole("button")[0]!.querySelector("[data-payment]")?.getAttribute("data-payment")).toBe("paid");
  });

  test("live: a sale published on the sales topic turns 'Da incassare' into 'Pagato' without reloading", async () => {
    let states = [DUE];
    serve(() => states);
    const store = createStore();
    render(
      <Provider store={store}>
        <VisitStatesProvider range={`${DAY}|${DAY}`}>
          <Block appointment={visit(6)} onOpen={() => {}} />
        </VisitStatesProvider>
      </Provider>,
    );
    await settle(30);
    expect(names()[0]).toContain("Da incassare");
    states = [{ ...DUE, state: "paid", saleId: 4, saleNumber: "2026/000004" }];
    await act(async () => store.set(bumpTopicsAtom, ["sales"]));
    await settle(30);
    expect(names()[0]).toContain("Pagato 45,00 €");
    expect(names()[0]).not.toContain("Da incassare");
  });

  test("the agenda row and the month's compact mark: the words for screen readers and in the tooltip", async () => {
    serve(() => [PAID, DUE]);
    render(
      <Provider store={createStore()}>
        <VisitStatesProvider range={`${DAY}|${DAY}`}>
          <ul>
            <AgendaItem appointment={visit(6)} onOpen={() => {}} />
          </ul>
          <p data-testid="month">
            <PaymentMark appointmentId={5} compact />
          </p>
        </VisitStatesProvider>
      </Provider>,
    );
    await settle(30);
    expect(names()[0]).toContain("Da incassare");
    const month = screen.getByTestId("month");
    expect(month.querySelector("[aria-hidden]")?.textContent).toBe("€");
    expect(month.querySelector(".sr-only")?.textContent?.replaceAll("\u00a0", " ")).toBe("Pagato 90,00 €: ");
    expect(month.querySelector("[title]")?.getAttribute("title")?.replaceAll("\u00a0", " ")).toBe("Pagato 90,00 €");
  });
});
