import { afterEach, expect, test } from "bun:test";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { fakeApi } from "../../lib/fake-api";
import { abuseForm, FALLBACK_TEXT, serveForAbuse } from "../../ui/form-abuse";
import { settle } from "../../ui/test-utils";
import { Toaster } from "../../ui/toast";
import { LoginPage } from "./login-page";

afterEach(cleanup);

test("abusing both fields never throws; emptied fields get the Italian messages", async () => {
  const server = serveForAbuse({});
  try {
    render(
      <Provider store={createStore()}>
        <LoginPage />
        <Toaster />
      </Provider>,
    );
    const form = () => screen.getByRole("form", { name: "Accesso" });
    const submit = () => {
      const button = screen.getByRole("button", { name: /Accedi al Salone|Accesso in corso/ });
      fireEvent.click(button);
    };
    const errors = await abuseForm(form, submit);
    expect(errors).toEqual([]);
    expect(screen.queryByText(FALLBACK_TEXT)).toBeNull();
    // A 5,000-character username and password were sent as JSON and refused, not thrown on.
    expect(server.writes.length).toBeGreaterThan(0);
    expect(server.writes.every((w) => w.path === "/api/auth/login")).toBe(true);
    await settle(40);
    fireEvent.change(screen.getByLabelText("Username"), { target: { value: "   " } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "" } });
    await act(async () => submit());
    expect(screen.getByText("Username è richiesto")).toBeTruthy();
    expect(screen.getByText("Password è richiesta")).toBeTruthy();
  } finally {
    server.restore();
  }
});

test("a locked login says how long to wait, in the server's words; a wrong password stays generic", async () => {
  const realFetch = globalThis.fetch;
  let locked = false;
  fakeApi((call) =>
    call.path === "/api/auth/login"
      ? locked
        ? { status: 429, body: { message: "Troppi tentativi di accesso falliti. Riprova tra 14 minuti.", code: "rate_limited" } }
        : { status: 401, body: { message: "Credenziali non valide", code: "unauthorized" } }
      : undefined,
  );
  try {
    render(
      <Provider store={createStore()}>
        <LoginPage />
        <Toaster />
      </Provider>,
    );
    const attempt = async () => {
      fireEvent.change(screen.getByLabelText("Username"), { target: { value: "anna" } });
      fireEvent.change(screen.getByLabelText("Password"), { target: { value: "sbagliata" } });
      await act(async () => fireEvent.click(screen.getByRole("button", { name: /Accedi al Salone/ })));
      await settle(40);
    };
    await attempt();
    expect(screen.getByText("Username o password non validi.")).toBeTruthy();
    locked = true;
    await attempt();
    expect(screen.getByText("Troppi tentativi di accesso falliti. Riprova tra 14 minuti.")).toBeTruthy();
  } finally {
    globalThis.fetch = realFetch;
  }
});
