import { afterEach, beforeEach, expect, spyOn, test } from "bun:test";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { Link, MemoryRouter, Route, Routes } from "react-router-dom";
import { FALLBACK_TITLE, resetClientErrorReports } from "../ui/error-boundary";
import { settle } from "../ui/test-utils";
import { AppShell } from "./app-shell";
import { RouteContent } from "./router";

const USER = { id: 1, username: "admin", firstName: "Anna", lastName: "Bianchi", role: "owner" as const, stylistId: null, salonTimeZone: "Europe/Rome" };
const realFetch = globalThis.fetch;
let reports: unknown[] = [];
let quiet: ReturnType<typeof spyOn>;

beforeEach(() => {
  reports = [];
  resetClientErrorReports();
  quiet = spyOn(console, "error").mockImplementation(() => {});
  globalThis.fetch = (async (url: string | URL | Request, init?: RequestInit) => {
    if (String(url) === "/api/client-errors") reports.push(JSON.parse(String(init?.body)));
    return new Response(null, { status: 204 });
  }) as typeof fetch;
});
afterEach(() => {
  cleanup();
  quiet.mockRestore();
  globalThis.fetch = realFetch;
});

let broken = true;
function Calendar() {
  if (broken) throw new Error('Invalid calendar day: ""');
  return <h1>Calendario</h1>;
}

function App() {
  const shell = (page: React.ReactNode) => (
    <AppShell user={USER}>
      <RouteContent>{page}</RouteContent>
    </AppShell>
  );
  return (
    <Provider store={createStore()}>
      <MemoryRouter initialEntries={["/calendar"]}>
        <Routes>
          <Route path="/calendar" element={shell(<Calendar />)} />
          <Route path="/clients" element={shell(<h1>Clienti</h1>)} />
        </Routes>
        <Link to="/clients">vai ai clienti</Link>
      </MemoryRouter>
    </Provider>
  );
}

test("a screen that throws shows the fallback in the content area and keeps the sidebar", async () => {
  broken = true;
  render(<App />);
  await settle();
  expect(screen.getByRole("alert").textContent).toContain(FALLBACK_TITLE);
  const menu = screen.getAllByRole("navigation", { name: "Menu principale" });
  expect(menu.length).toBeGreaterThan(0);
  expect(screen.getByText("Esci")).toBeDefined();
  expect(reports).toEqual([expect.objectContaining({ message: 'Invalid calendar day: ""', path: "/" })]);
});

test("Ricarica brings the screen back once it renders again", async () => {
  broken = true;
  render(<App />);
  broken = false;
  act(() => fireEvent.click(screen.getByRole("button", { name: "Ricarica" })));
  expect(screen.getByRole("heading", { name: "Calendario" })).toBeDefined();
});

test("moving to another screen from the sidebar leaves the fallback behind", async () => {
  broken = true;
  render(<App />);
  act(() => fireEvent.click(screen.getByText("vai ai clienti")));
  expect(screen.getByRole("heading", { name: "Clienti" })).toBeDefined();
  expect(screen.queryByText(FALLBACK_TITLE)).toBeNull();
});
