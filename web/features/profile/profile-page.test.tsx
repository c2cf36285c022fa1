import { afterEach, describe, expect, test } from "bun:test";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { Provider, createStore } from "jotai";
import type { CurrentUser } from "../../../src/domain/schemas/auth";
import type { SessionInfo } from "../../../src/domain/schemas/users";
import { fakeApi } from "../../lib/fake-api";
import { settle } from "../../ui/test-utils";
import { Toaster } from "../../ui/toast";
import { authAtom } from "../../entities/auth";
import ProfilePage from "./profile-page";

afterEach(cleanup);

const ME: CurrentUser = { id: 2, username: "giulia", firstName: "Giulia", lastName: "Verdi", role: "reception", stylistId: null, salonTimeZone: "Europe/Rome" };
const PHONE_UA = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36";
const DESK_UA = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";
const session = (id: number, extra: Partial<SessionInfo> = {}): SessionInfo => ({
  id,
  userId: 2,
  userName: "Giulia Verdi",
  createdAt: "2026-11-20T08:00:00.000Z",
  lastSeenAt: "2026-11-22T09:03:00.000Z",
  userAgent: DESK_UA,
  address: "192.168.1.20",
  current: false,
  ...extra,
});

function renderPage(user: CurrentUser = ME) {
  const store = createStore();
  store.set(authAtom, { status: "signedIn", user });
  render(
    <Provider store={store}>
      <ProfilePage />
      <Toaster />
    </Provider>,
  );
  return store;
}

describe("Il mio profilo", () => {
  test("my sessions: the device in words, this one marked; 'Esci da questo dispositivo' ends another and the list follows", async () => {
    let open = [session(10, { current: true }), session(11, { userAgent: PHONE_UA, address: "" })];
    const calls = fakeApi((call) => {
      if (call.method === "GET" && call.path === "/api/auth/sessions") return { status: 200, body: open };
      if (call.method === "DELETE" && call.path === "/api/auth/sessions/11") {
        open = open.filter((s) => s.id !== 11);
        return { status: 200, body: { message: "Sessione chiusa" } };
      }
      return undefined;
    });
    renderPage();
    await settle(30);
    expect(screen.getByRole("heading", { level: 1, name: "Il mio profilo" })).toBeTruthy();
    expect(screen.getByText("Giulia Verdi · giulia · Reception")).toBeTruthy();
    // Reception does not manage other people's sessions: no switch to everyone's.
    expect(screen.queryByLabelText("Mostra")).toBeNull();
    const rows = screen.getAllByTestId("session-row");
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain("Chrome su Windows");
    expect(rows[0]!.textContent).toContain("Questo dispositivo");
    expect(rows[0]!.textContent).toContain("Ultima attività 22/11/2026 10:03");
    expect(rows[1]!.textContent).toContain("Chrome su Android");
    await act(async () => fireEvent.click(within(rows[1]!).getByRole("button", { name: "Esci da questo dispositivo" })));
    await settle(30);
    expect(calls.some((c) => c.method === "DELETE" && c.path === "/api/auth/sessions/11")).toBe(true);
    expect(screen.getAllByTestId("session-row")).toHaveLength(1);
    expect(screen.getByText("Dispositivo disconnesso")).toBeTruthy();
  });

  test("signing out this very device brings the login back", async () => {
    fakeApi((call) => {
      if (call.method === "GET") return { status: 200, body: [session(10, { current: true })] };
      if (call.method === "DELETE") return { status: 200, body: { message: "Sessione chiusa" } };
      return undefined;
    });
    const store = renderPage();
    await settle(30);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Esci da questo dispositivo" })));
    await settle(30);
    expect(store.get(authAtom)).toEqual({ status: "signedOut" });
  });

  test("the owner may see everyone's sessions, each with its person", async () => {
    const calls = fakeApi((call) => {
      if (call.path === "/api/auth/sessions?all=1") return { status: 200, body: [session(10, { current: true, userName: "Anna Bianchi", userId: 1 }), session(12)] };
      if (call.path === "/api/auth/sessions") return { status: 200, body: [session(10, { current: true, userName: "Anna Bianchi", userId: 1 })] };
      return undefined;
    });
    renderPage({ ...ME, id: 1, role: "owner", firstName: "Anna", lastName: "Bianchi" });
    await settle(30);
    expect(screen.getAllByTestId("session-row")).toHaveLength(1);
    fireEvent.change(screen.getByLabelText("Mostra"), { target: { value: "all" } });
    await settle(30);
    const rows = screen.getAllByTestId("session-row");
    expect(rows.map((r) => r.textContent?.split(" ·")[0])).toEqual(["Anna Bianchi", "Giulia Verdi"]);
    expect(calls.some((c) => c.path === "/api/auth/sessions?all=1")).toBe(true);
  });

  test("change password: the rules in place, the wrong current password under its field, then success", async () => {
    let attempt = 0;
    const calls = fakeApi((call) => {
      if (call.method === "GET") return { status: 200, body: [session(10, { current: true })] };
      if (call.method !== "POST" || call.path !== "/api/auth/password") return undefined;
      attempt++;
      return attempt === 1
        ? { status: 400, body: { message: "La password attuale non è corretta", code: "wrong_password", fields: { currentPassword: "La password attuale non è corretta" } } }
        : { status: 200, body: { message: "Password aggiornata" } };
    });
    renderPage();
    await settle(30);
    const submit = () => act(async () => fireEvent.click(screen.getByRole("button", { name: "Cambia password" })));
    const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

    await submit();
    expect(screen.getByText("Password attuale è richiesta")).toBeTruthy();
    expect(document.activeElement?.id).toBe("profile-currentPassword");
    type("Password attuale", "vecchia-password");
    type("Nuova password", "corta");
    await submit();
    expect(screen.getByText("La password deve avere almeno 8 caratteri")).toBeTruthy();
    type("Nuova password", "Nuova-password-1");
    type("Ripeti la nuova password", "Nuova-password-2");
    await submit();
    expect(screen.getByText("Le due password non coincidono")).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);

    type("Ripeti la nuova password", "Nuova-password-1");
    await submit();
    await settle(30);
    expect(screen.getAllByText("La password attuale non è corretta").length).toBeGreaterThan(0);
    expect((screen.getByLabelText("Nuova password") as HTMLInputElement).value).toBe("Nuova-password-1");

    type("Password attuale", "vera-password");
    await submit();
    await settle(30);
    expect(calls.filter((c) => c.method === "POST").at(-1)!.body).toEqual({ currentPassword: "vera-password", newPassword: "Nuova-password-1" });
    expect(screen.getByText("Password cambiata")).toBeTruthy();
    expect((screen.getByLabelText("Password attuale") as HTMLInputElement).value).toBe("");
  });
});
