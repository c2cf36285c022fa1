import { afterEach, describe, expect, test } from "bun:test";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { Provider, createStore } from "jotai";
import type { User } from "../../../src/domain/schemas/users";
import type { Stylist } from "../../../src/domain/schemas/stylists";
import { fakeApi, type FakeCall, type FakeRoute } from "../../lib/fake-api";
import { setSalonTimeZone } from "../../lib/salon-time";
import { settle } from "../../ui/test-utils";
import { Toaster } from "../../ui/toast";
import { authAtom } from "../../entities/auth";
import { generatePassword } from "./password-dialogs";
import UsersPage from "./users-page";

afterEach(cleanup);

const OWNER: User = {
  id: 1,
  username: "anna",
  firstName: "Anna",
  lastName: "Bianchi",
  role: "owner",
  stylistId: null,
  stylistName: null,
  active: true,
  lastAccessAt: "2026-11-22T09:03:00.000Z",
  createdAt: "2026-01-01T08:00:00.000Z",
};
const GIULIA: User = { ...OWNER, id: 2, username: "giulia", firstName: "Giulia", lastName: "Verdi", role: "stylist", stylistId: 7, stylistName: "Giulia", lastAccessAt: null };
const MARCO: User = { ...OWNER, id: 3, username: "marco", firstName: "Marco", lastName: "Neri", role: "reception", active: false };
const STYLISTS: Stylist[] = [{ id: 7, name: "Giulia", phone: "", email: "" }];

function serve(users: User[], extra: FakeRoute = () => undefined): FakeCall[] {
  return fakeApi(async (call) => {
    const answer = await extra(call);
    if (answer) return answer;
    if (call.method === "GET" && call.path === "/api/users") return { status: 200, body: users };
    if (call.method === "GET" && call.path === "/api/stylists") return { status: 200, body: STYLISTS };
    return undefined;
  });
}

async function renderPage() {
  setSalonTimeZone("Europe/Rome");
  const store = createStore();
  store.set(authAtom, { status: "signedIn", user: { ...OWNER, salonTimeZone: "Europe/Rome" } });
  render(
    <Provider store={store}>
      <UsersPage />
      <Toaster />
    </Provider>,
  );
  await settle(30);
}

const card = (name: string) => screen.getAllByTestId("user-card").find((c) => c.textContent?.includes(name))!;
const type = (label: string | RegExp, value: string, root: HTMLElement = document.body) =>
  fireEvent.change(within(root).getByLabelText(label), { target: { value } });

describe("Utenti", () => {
  test("each user shows role, linked stylist, last access and whether the account is active", async () => {
    serve([OWNER, GIULIA, MARCO]);
    await renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Utenti" })).toBeTruthy();
    const anna = card("Anna Bianchi");
    expect(anna.textContent).toContain("(tu)");
    expect(anna.textContent).toContain("Titolare");
    expect(anna.textContent).toContain("22/11/2026 10:03");
    const giulia = card("Giulia Verdi");
    expect(giulia.textContent).toContain("Collaboratore");
    expect(giulia.textContent).toContain("StilistaGiulia");
    expect(giulia.textContent).toContain("Mai");
    expect(within(giulia).getByText("Attivo")).toBeTruthy();
    const marco = card("Marco Neri");
    expect(marco.textContent).toContain("Reception");
    expect(within(marco).getByText("Disattivato")).toBeTruthy();
    expect(within(marco).getByRole("button", { name: "Riattiva Marco Neri" })).toBeTruthy();
  });

  test("a collaborator needs a stylist; without a password the generated one is shown once", async () => {
    let created: User | null = null;
    const calls = serve([OWNER], (call) => {
      if (call.method !== "POST" || call.path !== "/api/users") return undefined;
      created = { ...GIULIA, username: call.body.username, firstName: call.body.firstName, lastName: call.body.lastName };
      return { status: 201, body: { ...created, password: "Kx7mPq2vRt9w" } };
    });
    await renderPage();
    fireEvent.click(screen.getByRole("button", { name: "Nuovo utente" }));
    const dialog = await screen.findByRole("dialog", { name: "Nuovo utente" });
    type("Username", "giulia", dialog);
    type("Nome", "Giulia", dialog);
    type("Cognome", "Verdi", dialog);
    fireEvent.change(within(dialog).getByLabelText("Ruolo"), { target: { value: "stylist" } });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Crea utente" })));
    expect(within(dialog).getByText("Per un collaboratore scegli lo stilista")).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText("Stilista collegato"), { target: { value: "7" } });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Crea utente" })));
    await settle(30);
    const post = calls.find((c) => c.method === "POST")!;
    expect(post.body).toEqual({ username: "giulia", firstName: "Giulia", lastName: "Verdi", role: "stylist", stylistId: 7 });
    const shown = await screen.findByRole("dialog", { name: "Password generata" });
    expect(within(shown).getByTestId("generated-password").textContent).toBe("Kx7mPq2vRt9w");
    fireEvent.click(within(shown).getByRole("button", { name: "Ho annotato la password" }));
    await settle(30);
    expect(screen.queryByText("Kx7mPq2vRt9w")).toBeNull();
  });

  test("a password typed by the owner is sent and no generated password is shown", async () => {
    const calls = serve([OWNER], (call) =>
      call.method === "POST" && call.path === "/api/users" ? { status: 201, body: { ...MARCO, active: true } } : undefined,
    );
    await renderPage();
    fireEvent.click(screen.getByRole("button", { name: "Nuovo utente" }));
    const dialog = await screen.findByRole("dialog", { name: "Nuovo utente" });
    type("Username", "marco", dialog);
    type("Nome", "Marco", dialog);
    type("Cognome", "Neri", dialog);
    type("Password iniziale", "Salone-2026", dialog);
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Crea utente" })));
    await settle(30);
    expect(calls.find((c) => c.method === "POST")!.body).toMatchObject({ role: "reception", stylistId: null, password: "Salone-2026" });
    expect(screen.queryByRole("dialog", { name: "Password generata" })).toBeNull();
  });

  test("disabling asks first; the last owner is refused with the server's message", async () => {
    const message = "Non puoi disattivare o cambiare ruolo all'ultimo titolare attivo";
    const calls = serve([OWNER, GIULIA], (call) => {
      if (call.method !== "PUT") return undefined;
      return call.path === "/api/users/1"
        ? { status: 409, body: { message, code: "last_owner" } }
        : { status: 200, body: { ...GIULIA, active: false } };
    });
    await renderPage();
    fireEvent.click(within(card("Giulia Verdi")).getByRole("button", { name: "Disattiva Giulia Verdi" }));
    const confirm = await screen.findByRole("dialog", { name: "Disattivare Giulia Verdi?" });
    await act(async () => fireEvent.click(within(confirm).getByRole("button", { name: "Disattiva" })));
    await settle(30);
    expect(calls.find((c) => c.path === "/api/users/2")!.body).toEqual({ firstName: "Giulia", lastName: "Verdi", role: "stylist", stylistId: 7, active: false });
    expect(screen.getByText("Utente disattivato")).toBeTruthy();

    fireEvent.click(within(card("Anna Bianchi")).getByRole("button", { name: "Disattiva Anna Bianchi" }));
    const again = await screen.findByRole("dialog", { name: "Disattivare Anna Bianchi?" });
    await act(async () => fireEvent.click(within(again).getByRole("button", { name: "Disattiva" })));
    await settle(30);
    expect(screen.getByRole("alert").textContent).toContain(message);
  });

  test("editing changes the role: the whole record is sent", async () => {
    const calls = serve([OWNER, GIULIA], (call) => (call.method === "PUT" ? { status: 200, body: { ...GIULIA, role: "reception", stylistId: null } } : undefined));
    await renderPage();
    fireEvent.click(within(card("Giulia Verdi")).getByRole("button", { name: "Modifica Giulia Verdi" }));
    const dialog = await screen.findByRole("dialog", { name: "Modifica utente" });
    expect(within(dialog).queryByLabelText("Username")).toBeNull();
    fireEvent.change(within(dialog).getByLabelText("Ruolo"), { target: { value: "reception" } });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Salva modifiche" })));
    await settle(30);
    expect(calls.find((c) => c.method === "PUT")!.body).toEqual({ firstName: "Giulia", lastName: "Verdi", role: "reception", stylistId: null, active: true });
  });

  test("reset password: too short is refused in place; 'Genera' fills one in and it is sent", async () => {
    const calls = serve([OWNER, GIULIA], (call) => (call.method === "POST" ? { status: 200, body: GIULIA } : undefined));
    await renderPage();
    fireEvent.click(within(card("Giulia Verdi")).getByRole("button", { name: "Reimposta password di Giulia Verdi" }));
    const dialog = await screen.findByRole("dialog", { name: "Reimposta password" });
    type("Nuova password", "corta", dialog);
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Reimposta password" })));
    expect(within(dialog).getByText("La password deve avere almeno 8 caratteri")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Genera" }));
    const generated = (within(dialog).getByLabelText("Nuova password") as HTMLInputElement).value;
    expect(generated).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{12}$/);
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Reimposta password" })));
    await settle(30);
    expect(calls.find((c) => c.method === "POST")).toMatchObject({ path: "/api/users/2/password", body: { password: generated } });
    expect(screen.getByText("Password reimpostata")).toBeTruthy();
  });
});

test("generatePassword never uses characters that read alike", () => {
  const all = Array.from({ length: 50 }, () => generatePassword()).join("");
  expect(all).not.toMatch(/[0O1lI]/);
  expect(generatePassword(12, (b) => b.fill(0))).toBe("aaaaaaaaaaaa");
});
