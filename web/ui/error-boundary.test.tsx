import { afterEach, beforeEach, expect, mock, spyOn, test } from "bun:test";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { Dialog } from "./dialog";
import { describeError, ErrorBoundary, FALLBACK_TITLE, resetClientErrorReports } from "./error-boundary";
import { settle } from "./test-utils";

type Sent = { method: string; path: string; headers: Record<string, string>; body: any };
let sent: Sent[] = [];
const realFetch = globalThis.fetch;
let quiet: ReturnType<typeof spyOn>;

beforeEach(() => {
  sent = [];
  resetClientErrorReports();
  // React logs every caught render error; the assertions below say what matters.
  quiet = spyOn(console, "error").mockImplementation(() => {});
  globalThis.fetch = mock(async (url: string | URL | Request, init?: RequestInit) => {
    sent.push({
      method: init?.method ?? "GET",
      path: String(url),
      headers: init?.headers as Record<string, string>,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    return new Response(null, { status: 204 });
  }) as unknown as typeof fetch;
});
afterEach(() => {
  cleanup();
  quiet.mockRestore();
  globalThis.fetch = realFetch;
  window.history.replaceState(null, "", "/");
});

let broken = true;
function Fragile({ label = "Contenuto" }: { label?: string }) {
  if (broken) throw new Error("Invalid calendar day: \"\"");
  return <p>{label}</p>;
}

test("a failure shows the Italian fallback with Ricarica, and the rest of the page stays", async () => {
  broken = true;
  render(
    <div>
      <nav>Menu principale</nav>
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>
    </div>,
  );
  expect(screen.getByRole("alert").textContent).toContain(FALLBACK_TITLE);
  expect(screen.getByRole("button", { name: "Ricarica" })).toBeDefined();
  expect(screen.getByText("Menu principale")).toBeDefined();
});

test("the failure is reported once as JSON: message, trimmed stack, path without query", async () => {
  broken = true;
  window.history.replaceState(null, "", "/clients?search=Giulia%20Rossi#x");
  render(
    <ErrorBoundary>
      <Fragile />
    </ErrorBoundary>,
  );
  await settle();
  expect(sent).toHaveLength(1);
  const [report] = sent;
  expect(report!.method).toBe("POST");
  expect(report!.path).toBe("/api/client-errors");
  expect(report!.headers["Content-Type"]).toBe("application/json");
  expect(report!.body.message).toBe('Invalid calendar day: ""');
  expect(report!.body.path).toBe("/clients");
  expect(report!.body.stack.length).toBeGreaterThan(0);
  expect(JSON.stringify(report!.body)).not.toContain("Giulia");
});

test("the report is capped to the server's limits", () => {
  const error = new Error("m".repeat(900));
  error.stack = "s".repeat(9000);
  const report = describeError(error, `/${"p".repeat(400)}?q=1`);
  expect(report.message).toHaveLength(500);
  expect(report.stack).toHaveLength(4000);
  expect(report.path).toHaveLength(200);
  expect(describeError("plain text", "/").message).toBe("plain text");
  expect(Object.keys(report).sort()).toEqual(["message", "path", "stack"]);
});

test("a screen that fails again and again is reported only once per page load", async () => {
  broken = true;
  for (let i = 0; i < 3; i++) {
    render(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );
    cleanup();
  }
  await settle();
  expect(sent).toHaveLength(1);
});

test("reporting never throws, even when the network fails", async () => {
  broken = true;
  globalThis.fetch = mock(async () => {
    throw new TypeError("Failed to fetch");
  }) as unknown as typeof fetch;
  render(
    <ErrorBoundary>
      <Fragile />
    </ErrorBoundary>,
  );
  await settle();
  expect(screen.getByText(FALLBACK_TITLE)).toBeDefined();
});

test("Ricarica renders the content again once the cause is gone, without reloading the page", async () => {
  broken = true;
  const reloadPage = mock(() => {});
  render(
    <ErrorBoundary reloadPage={reloadPage}>
      <Fragile />
    </ErrorBoundary>,
  );
  broken = false;
  act(() => fireEvent.click(screen.getByRole("button", { name: "Ricarica" })));
  expect(screen.getByText("Contenuto")).toBeDefined();
  expect(screen.queryByText(FALLBACK_TITLE)).toBeNull();
  expect(reloadPage).not.toHaveBeenCalled();
});

test("after a successful Ricarica, a later failure shows the fallback again instead of reloading", async () => {
  broken = true;
  const reloadPage = mock(() => {});
  const { rerender } = render(
    <ErrorBoundary reloadPage={reloadPage}>
      <Fragile />
    </ErrorBoundary>,
  );
  broken = false;
  act(() => fireEvent.click(screen.getByRole("button", { name: "Ricarica" })));
  broken = true;
  rerender(
    <ErrorBoundary reloadPage={reloadPage}>
      <Fragile label="di nuovo" />
    </ErrorBoundary>,
  );
  expect(screen.getByText(FALLBACK_TITLE)).toBeDefined();
  expect(reloadPage).not.toHaveBeenCalled();
});

test("when rendering again in place fails too, Ricarica reloads the page", async () => {
  broken = true;
  const reloadPage = mock(() => {});
  render(
    <ErrorBoundary reloadPage={reloadPage}>
      <Fragile />
    </ErrorBoundary>,
  );
  expect(reloadPage).not.toHaveBeenCalled();
  act(() => fireEvent.click(screen.getByRole("button", { name: "Ricarica" })));
  expect(reloadPage).toHaveBeenCalledTimes(1);
  expect(screen.getByText(FALLBACK_TITLE)).toBeDefined();
});

test("new reset keys (another screen) clear the fallback", () => {
  broken = true;
  const { rerender } = render(
    <ErrorBoundary resetKeys={["/calendar"]}>
      <Fragile />
    </ErrorBoundary>,
  );
  broken = false;
  rerender(
    <ErrorBoundary resetKeys={["/clients"]}>
      <Fragile label="Clienti" />
    </ErrorBoundary>,
  );
  expect(screen.getByText("Clienti")).toBeDefined();
});

test("every dialog catches its content's failure: fallback inside, title and Chiudi kept", async () => {
  broken = true;
  function Screen() {
    const [open, setOpen] = useState(true);
    return (
      <div>
        <p>Calendario</p>
        <Dialog open={open} onOpenChange={setOpen} title="NUOVO" onSubmit={() => {}} footer={<button type="submit">Crea</button>}>
          <Fragile />
        </Dialog>
      </div>
    );
  }
  render(<Screen />);
  await settle();
  const dialog = screen.getByRole("dialog");
  expect(dialog.textContent).toContain(FALLBACK_TITLE);
  expect(dialog.textContent).toContain("NUOVO");
  // Nothing half-drawn can be sent: the footer gave way to the fallback.
  expect(screen.queryByRole("button", { name: "Crea" })).toBeNull();
  expect(screen.getByText("Calendario")).toBeDefined();
  act(() => fireEvent.click(screen.getByRole("button", { name: "Chiudi" })));
  await settle();
  expect(screen.queryByRole("dialog")).toBeNull();
  expect(screen.getByText("Calendario")).toBeDefined();
});
