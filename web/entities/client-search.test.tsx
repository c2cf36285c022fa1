import { afterEach, expect, test } from "bun:test";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { useState } from "react";
import type { Client } from "../../src/domain/schemas/clients";
import { fakeApi } from "../lib/fake-api";
import { answerClients } from "./clients-fixtures";
import { useClientPages, usePrefetchClientPages } from "./client-search";

afterEach(cleanup);
const settle = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

const SIZES = { first: 30, next: 100 };
const list: Client[] = Array.from({ length: 40 }, (_, i) => ({
  id: i + 1,
  firstName: i % 2 ? "Giulia" : "Niccolò",
  lastName: `Rossi${String(i).padStart(2, "0")}`,
  phone: `333${String(i).padStart(7, "0")}`,
  email: "",
  notes: "",
  whatsappConsent: false,
  whatsappConsentAt: null,
  walkIn: false,
}));

function Results({ query }: { query: string }) {
  const found = useClientPages(query, SIZES);
  return <p data-testid="found">{found.ready ? `${found.clients.length} di ${found.matched} per ${found.shownQuery}` : "…"}</p>;
}

/** Prefetches from the keystroke, and renders the results for it only on the next click (as a deferred screen would, later). */
function Screen() {
  const prefetch = usePrefetchClientPages(SIZES);
  const [typed, setTyped] = useState("");
  const [shown, setShown] = useState<string | null>(null);
  return (
    <>
      <input
        aria-label="Cerca"
        value={typed}
        onChange={(e) => {
          prefetch(e.target.value);
          setTyped(e.target.value);
        }}
      />
      <button onClick={() => setShown(typed)}>Mostra</button>
      {shown !== null && <Results query={shown} />}
    </>
  );
}

test("a prefetched search leaves with the keystroke, and the screen that renders it later asks nothing more", async () => {
  const calls = fakeApi((call) => answerClients(() => list, call.method, call.path));
  render(
    <Provider store={createStore()}>
      <Screen />
    </Provider>,
  );
  fireEvent.change(screen.getByRole("textbox", { name: "Cerca" }), { target: { value: "nicco" } });
  // Sent before anything renders for it.
  expect(calls.map((c) => c.path)).toEqual(["/api/clients?q=nicco&limit=30"]);
  await settle(30);
  fireEvent.click(screen.getByRole("button", { name: "Mostra" }));
  await settle(30);
  expect(screen.getByTestId("found").textContent).toBe("20 di 20 per nicco");
  expect(calls.map((c) => c.path)).toEqual(["/api/clients?q=nicco&limit=30"]);
});

test("the first page has its own size, the next ones theirs", async () => {
  const calls = fakeApi((call) => answerClients(() => list, call.method, call.path));
  function Two() {
    const found = useClientPages("", SIZES, 2);
    return <p data-testid="found">{found.clients.length}</p>;
  }
  render(
    <Provider store={createStore()}>
      <Two />
    </Provider>,
  );
  await settle(30);
  expect(screen.getByTestId("found").textContent).toBe("40");
  expect(calls.map((c) => c.path)).toEqual(["/api/clients?q=&limit=30", `/api/clients?q=&limit=100&cursor=${encodeURIComponent("c30:Rossi29:Giulia")}`]);
});
