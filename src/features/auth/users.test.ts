import { describe, expect, test } from "bun:test";
import { loginAs, signInAs } from "../../test/staff";
import { createTestEnv, TEST_ADMIN, type TestEnv } from "../../test/test-app";
import { LAST_OWNER, USERNAME_TAKEN, WRONG_CURRENT_PASSWORD } from "./users-service";

const giulia = { username: "Giulia", firstName: "Giulia", lastName: "Bianchi", role: "reception" };

async function addStylist(env: TestEnv, name = "Marco") {
  return (await env.json("POST", "/api/stylists", { name })).body.id as number;
}

/** Counts the sessions whose live sockets the app was told to close. */
function revokedSessions(env: TestEnv) {
  const ids: number[] = [];
  env.app.ctx.events.onSessionRevoked((id) => ids.push(id));
  return ids;
}

describe("POST /api/users", () => {
  test("without a password one is generated, answered once, and works for signing in", async () => {
    const env = await createTestEnv();
    const res = await env.json("POST", "/api/users", giulia);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ username: "giulia", firstName: "Giulia", lastName: "Bianchi", role: "reception", stylistId: null, active: true, lastAccessAt: null });
    expect(res.body.password).toMatch(/^[2-9a-z]{5}(-[2-9a-z]{5}){3}$/);
    expect((await env.anonymous("POST", "/api/auth/login", { username: "giulia", password: res.body.password })).status).toBe(200);
    const list = await env.json("GET", "/api/users");
    expect(JSON.stringify(list.body)).not.toContain(res.body.password);
    expect(JSON.stringify(list.body)).not.toContain("argon2");
    expect(list.body.find((u: { username: string }) => u.username === "giulia").lastAccessAt).toBe(env.clock.now().toISOString());
  });

  test("a password the owner typed is not repeated back", async () => {
    const env = await createTestEnv();
    const res = await env.json("POST", "/api/users", { ...giulia, password: "Scelta-da-me-1" });
    expect(res.status).toBe(201);
    expect(res.body.password).toBeUndefined();
    expect(JSON.stringify(res.body)).not.toContain("argon2");
  });

  test.each([
    [{ ...giulia, username: "" }, "username", "Username è richiesto"],
    [{ ...giulia, username: "giulia bianchi" }, "username", "Username: solo lettere, numeri, punto, trattino e trattino basso"],
    [{ ...giulia, role: "admin" }, "role", "Ruolo non valido"],
    [{ ...giulia, role: "stylist" }, "stylistId", "Per un collaboratore scegli lo stilista"],
    [{ ...giulia, role: "stylist", stylistId: 999 }, "stylistId", "Stilista non trovato"],
    [{ ...giulia, password: "corta" }, "password", "La password deve avere almeno 8 caratteri"],
    [{ ...giulia, username: "ANNA" }, "username", USERNAME_TAKEN],
  ])("%p is a 400 on %s", async (body, field, message) => {
    const env = await createTestEnv();
    const res = await env.json("POST", "/api/users", body);
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBe(message);
  });

  test("a stylist user is linked to their stylist; another role drops the link", async () => {
    const env = await createTestEnv();
    const marco = await addStylist(env);
    const stylist = await env.json("POST", "/api/users", { ...giulia, role: "stylist", stylistId: marco });
    expect(stylist.body).toMatchObject({ role: "stylist", stylistId: marco, stylistName: "Marco" });
    const desk = await env.json("POST", "/api/users", { ...giulia, username: "desk", stylistId: marco });
    expect(desk.body).toMatchObject({ role: "reception", stylistId: null, stylistName: null });
    const me = await (await signInAs(env, "stylist", { stylistId: marco })).json("GET", "/api/auth/user");
    expect(me.body).toMatchObject({ role: "stylist", stylistId: marco });
  });
});

describe("PUT /api/users/{id}", () => {
  test("disabling ends the user's sessions at once and closes their sockets; they cannot sign in again", async () => {
    const env = await createTestEnv();
    const revoked = revokedSessions(env);
    const user = await signInAs(env, "reception");
    expect((await user.call("GET", "/api/auth/user")).status).toBe(200);
    const res = await env.json("PUT", `/api/users/${user.id}`, { firstName: "Giulia", lastName: "Bianchi", role: "reception", stylistId: null, active: false });
    expect(res.status).toBe(200);
    expect(res.body.active).toBe(false);
    expect(revoked).toHaveLength(1);
    expect((await user.call("GET", "/api/auth/user")).status).toBe(401);
  });

  test("a disabled user's login is refused like a wrong password", async () => {
    const env = await createTestEnv();
    const created = await env.json("POST", "/api/users", { ...giulia, password: "Giulia-pass-1" });
    await env.json("PUT", `/api/users/${created.body.id}`, { firstName: "Giulia", lastName: "Bianchi", role: "reception", active: false });
    const res = await env.anonymous("POST", "/api/auth/login", { username: "giulia", password: "Giulia-pass-1" });
    expect(res.status).toBe(401);
    expect((await res.json()).code).toBe("invalid_credentials");
  });

  test("changing the role ends the sessions too; renaming does not", async () => {
    const env = await createTestEnv();
    const user = await signInAs(env, "reception");
    expect((await user.json("GET", "/api/auth/user")).body.lastName).toBe("Bianchi");
    await env.json("PUT", `/api/users/${user.id}`, { firstName: "Giulia", lastName: "Rossi", role: "reception", active: true });
    // Still signed in, and the session (kept in memory) answers the new name at once.
    expect(await user.json("GET", "/api/auth/user")).toMatchObject({ status: 200, body: { lastName: "Rossi" } });
    const promoted = await env.json("PUT", `/api/users/${user.id}`, { firstName: "Giulia", lastName: "Rossi", role: "owner", active: true });
    expect(promoted.body.role).toBe("owner");
    expect((await user.call("GET", "/api/auth/user")).status).toBe(401);
  });

  test("the last active owner can be neither disabled nor demoted (409); with a second owner they can", async () => {
    const env = await createTestEnv();
    const body = { firstName: "Amministratore", lastName: "Salone", role: "owner", active: true };
    for (const change of [{ active: false }, { role: "reception" }]) {
      const res = await env.json("PUT", "/api/users/1", { ...body, ...change });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: LAST_OWNER, code: "last_owner" });
    }
    await env.json("POST", "/api/users", { ...giulia, role: "owner" });
    expect((await env.json("PUT", "/api/users/1", { ...body, role: "reception" })).status).toBe(200);
  });

  test("an unknown user is a 404, a bad body a 400", async () => {
    const env = await createTestEnv();
    expect((await env.json("PUT", "/api/users/99", { firstName: "A", lastName: "B", role: "owner", active: true })).status).toBe(404);
    const bad = await env.json("PUT", "/api/users/1", { firstName: "", lastName: "B", role: "owner", active: "sì" });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ firstName: "Nome è richiesto", active: "Attivo deve essere vero o falso" });
  });
});

describe("passwords", () => {
  test("the owner sets a new password: the user's sessions end, the new password works", async () => {
    const env = await createTestEnv();
    const user = await signInAs(env, "reception", { username: "giulia" });
    expect((await env.json("POST", `/api/users/${user.id}/password`, { password: "Nuova-password-1" })).status).toBe(200);
    expect((await user.call("GET", "/api/auth/user")).status).toBe(401);
    expect((await env.anonymous("POST", "/api/auth/login", { username: "giulia", password: "Nuova-password-1" })).status).toBe(200);
    expect((await env.json("POST", `/api/users/${user.id}/password`, { password: "corta" })).status).toBe(400);
  });

  test("changing one's own: the current password is required, other sessions end, this one stays", async () => {
    const env = await createTestEnv();
    const user = await signInAs(env, "stylist", { username: "marco", stylistId: await addStylist(env) });
    const phone = await loginAs(env, user.id, "marco", "Password-staff-1");
    const wrong = await user.json("POST", "/api/auth/password", { currentPassword: "sbagliata", newPassword: "Nuova-password-1" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({ currentPassword: WRONG_CURRENT_PASSWORD });
    const ok = await user.json("POST", "/api/auth/password", { currentPassword: "Password-staff-1", newPassword: "Nuova-password-1" });
    expect(ok).toEqual({ status: 200, body: { message: "Password aggiornata" } });
    expect((await user.call("GET", "/api/auth/user")).status).toBe(200);
    expect((await phone.call("GET", "/api/auth/user")).status).toBe(401);
    expect((await env.anonymous("POST", "/api/auth/login", { username: "marco", password: "Nuova-password-1" })).status).toBe(200);
  });
});

describe("sessions", () => {
  test("each user sees their own; ending one signs that device out and closes its sockets", async () => {
    const env = await createTestEnv();
    const revoked = revokedSessions(env);
    const user = await signInAs(env, "reception", { username: "giulia" });
    const phone = await loginAs(env, user.id, "giulia", "Password-staff-1");
    const mine = await user.json("GET", "/api/auth/sessions");
    expect(mine.body).toHaveLength(2);
    expect(mine.body.every((s: { userId: number; userName: string }) => s.userId === user.id && s.userName === "Giulia Bianchi")).toBe(true);
    expect(mine.body.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    const other = mine.body.find((s: { current: boolean }) => !s.current);
    expect((await user.json("DELETE", `/api/auth/sessions/${other.id}`)).status).toBe(200);
    expect(revoked).toEqual([other.id]);
    expect((await phone.call("GET", "/api/auth/user")).status).toBe(401);
    expect((await user.json("DELETE", `/api/auth/sessions/${other.id}`)).status).toBe(404);
  });

  test("only the owner sees and ends someone else's sessions", async () => {
    const env = await createTestEnv();
    const user = await signInAs(env, "reception");
    expect((await user.json("GET", "/api/auth/sessions?userId=1")).status).toBe(403);
    expect((await user.json("GET", "/api/auth/sessions?all=1")).status).toBe(403);
    expect((await user.json("DELETE", "/api/auth/sessions/1")).status).toBe(404);
    const all = await env.json("GET", "/api/auth/sessions?all=1");
    expect(all.body.map((s: { userId: number }) => s.userId).sort()).toEqual([1, user.id]);
    const theirs = await env.json("GET", `/api/auth/sessions?userId=${user.id}`);
    expect(theirs.body).toHaveLength(1);
    expect((await env.json("DELETE", `/api/auth/sessions/${theirs.body[0].id}`)).status).toBe(200);
    expect((await user.call("GET", "/api/auth/user")).status).toBe(401);
  });

  test("ending a colleague's session answers the same whether it is open, ended or never existed", async () => {
    const env = await createTestEnv();
    const user = await signInAs(env, "reception");
    const owner2 = await loginAs(env, 1, TEST_ADMIN.username, TEST_ADMIN.password);
    const sessions: { id: number; current: boolean }[] = (await env.json("GET", "/api/auth/sessions")).body;
    const open = sessions.find((s) => s.current)!.id;
    const ended = sessions.find((s) => !s.current)!.id;
    expect((await owner2.json("DELETE", `/api/auth/sessions/${ended}`)).status).toBe(200);
    const answers = [];
    for (const id of [open, ended, 9999]) answers.push(await user.json("DELETE", `/api/auth/sessions/${id}`));
    expect(answers).toEqual(Array(3).fill({ status: 404, body: { message: "Sessione non trovata", code: "not_found" } }));
    expect((await env.call("GET", "/api/auth/user")).status).toBe(200);
  });

  test("the owner's own login is in their list with its browser", async () => {
    const env = await createTestEnv();
    const login = await env.anonymous("POST", "/api/auth/login", TEST_ADMIN, { "user-agent": "Safari su iPhone" });
    const { token } = await login.json();
    const res = await env.call("GET", "/api/auth/sessions", undefined, { authorization: `Bearer ${token}` });
    const list = await res.json();
    expect(list.find((s: { current: boolean }) => s.current)).toMatchObject({ userAgent: "Safari su iPhone", address: "127.0.0.1" });
  });
});
