import { afterEach, expect, test } from "bun:test";
import { cleanup, render, screen } from "@testing-library/react";
import { Provider, createStore } from "jotai";
import type { OnlineBookingToday } from "../../../src/domain/schemas/online-booking";
import { fakeApi } from "../../lib/fake-api";
import { settle } from "../../ui/test-utils";
import { OnlineLimitNotice } from "./online-limit-notice";

afterEach(cleanup);

async function show(today: OnlineBookingToday) {
  fakeApi((call) => (call.path === "/api/online-booking/today" ? { status: 200, body: today } : undefined));
  render(
    <Provider store={createStore()}>
      <OnlineLimitNotice />
    </Provider>,
  );
  await settle(20);
}

test("the daily limit reached: the desk is told the page now sends clients to the phone", async () => {
  await show({ enabled: true, count: 40, limit: 40, reached: true });
  expect(screen.getByRole("status").textContent).toContain("Prenotazioni online esaurite per oggi (40 su 40)");
});

test("room left: nothing", async () => {
  await show({ enabled: true, count: 39, limit: 40, reached: false });
  expect(screen.queryByRole("status")).toBeNull();
});
