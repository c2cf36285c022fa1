import { displayName } from "../../domain/names";
import { diffRecords } from "../../domain/activity";
import { conflict, DomainError, invalid, notFound } from "../../domain/errors";
import { generatePassword } from "../../domain/passwords";
import { can, ROLE_LABELS } from "../../domain/roles";
import type { SessionInfo, User, UserCreated, UserCreateInput, UserUpdateInput } from "../../domain/schemas/users";
import type { AuthContext } from "../../http/auth-context";
import type { AuthService } from "./service";
import type { AppContext } from "../../http/context";
import { forbidden } from "../../http/permissions";
import { createTrail, type Actor } from "../../activity/trail";
import { usersRepo } from "./users-repo";

export const USER_NOT_FOUND = "Utente non trovato";
export const USERNAME_TAKEN = "Username già in uso";
export const STYLIST_NOT_FOUND = "Stilista non trovato";
export const LAST_OWNER = "Deve restare almeno un titolare attivo: nomina prima un altro titolare";
export const WRONG_CURRENT_PASSWORD = "La password attuale non è corretta";
export const SESSION_NOT_FOUND = "Sessione non trovata";

/** What the trail keeps of a user: never a password or its hash. */
const snapshot = (u: User) => ({
  username: u.username,
  firstName: u.firstName,
  lastName: u.lastName,
  role: u.role,
  stylistId: u.stylistId,
  active: u.active,
});
const summary = (u: User) => `${displayName(u)} (${ROLE_LABELS[u.role]})`;

export function createUsersService(ctx: AppContext, auth: AuthService) {
  const repo = usersRepo(ctx.db);
  const trail = createTrail(ctx);

  const load = (id: number) => {
    const user = repo.find(id);
    if (!user) throw notFound(USER_NOT_FOUND);
    return user;
  };
  const checkStylist = (stylistId: number | null) => {
    if (stylistId !== null && !repo.stylistExists(stylistId)) {
      throw invalid(STYLIST_NOT_FOUND, { stylistId: STYLIST_NOT_FOUND }, "invalid_reference");
    }
  };
  /** Ends sessions at once: revoked in the database, and their live sockets closed. */
  const endSessions = (userId: number, keep?: number) => {
    for (const id of auth.revokeUserSessions(userId, keep)) ctx.events.sessionRevoked(id);
  };

  return {
    list: (): User[] => repo.list(),

    async create(actor: Actor, input: UserCreateInput): Promise<UserCreated> {
      if (repo.usernameTaken(input.username)) throw invalid(USERNAME_TAKEN, { username: USERNAME_TAKEN }, "username_taken");
      checkStylist(input.stylistId);
      const password = input.password ?? generatePassword();
      const passwordHash = await auth.hashPassword(password);
      const user = trail.write(actor, (record) => {
        // Checked again inside the transaction: another owner may have taken the name meanwhile.
        if (repo.usernameTaken(input.username)) throw invalid(USERNAME_TAKEN, { username: USERNAME_TAKEN }, "username_taken");
        const id = repo.insert({
          username: input.username,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          role: input.role,
          stylistId: input.stylistId,
        });
        const created = load(id);
        record({ action: "created", entity: "user", entityId: id, summary: summary(created), changes: diffRecords(null, snapshot(created)) });
        return created;
      });
      // A password the owner typed is not repeated back; a generated one is shown exactly once.
      return input.password === undefined ? { ...user, password } : user;
    },

    /** The whole editable record. Disabling or changing the role ends the user's sessions at once. */
    update(actor: Actor, id: number, input: UserUpdateInput): User {
      checkStylist(input.stylistId);
      const { before, after } = trail.write(actor, (record) => {
        const before = load(id);
        const losesOwner = before.role === "owner" && before.active && (input.role !== "owner" || !input.active);
        if (losesOwner && repo.otherActiveOwners(id) === 0) throw conflict(LAST_OWNER, "last_owner");
        repo.update(id, input);
        const after = load(id);
        const changes = diffRecords(snapshot(before), snapshot(after));
        const action = before.active === after.active ? "updated" : after.active ? "enabled" : "disabled";
        if (Object.keys(changes).length > 0) record({ action, entity: "user", entityId: id, summary: summary(after), changes });
        return { before, after };
      });
      if (!after.active || before.role !== after.role || before.stylistId !== after.stylistId) endSessions(id);
      // A renamed user's open sessions answer the new name from their next request.
      auth.forgetUser(id);
      return after;
    },

    /** The owner sets someone's password; that user's sessions end (the owner's own current one stays). */
    async setPassword(me: AuthContext, id: number, password: string): Promise<User> {
      load(id);
      const passwordHash = await auth.hashPassword(password);
      const user = trail.write(me.user, (record) => {
        const user = load(id);
        repo.update(id, { passwordHash });
        record({ action: "password", entity: "user", entityId: id, summary: summary(user), changes: {} });
        return user;
      });
      endSessions(id, me.sessionId);
      return user;
    },

    /** Anyone changes their own password, proving the current one; their other sessions end. */
    async changeOwnPassword(me: AuthContext, currentPassword: string, newPassword: string) {
      if (!(await auth.checkPassword(me.user.id, currentPassword))) {
        throw invalid(WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD }, "wrong_password");
      }
      const passwordHash = await auth.hashPassword(newPassword);
      trail.write(me.user, (record) => {
        repo.update(me.user.id, { passwordHash });
        record({ action: "password", entity: "user", entityId: me.user.id, summary: summary(load(me.user.id)), changes: {} });
      });
      endSessions(me.user.id, me.sessionId);
      return { message: "Password aggiornata" };
    },

    /** Own open sessions; the owner may ask for one user's (`userId`) or everyone's (`all`). */
    sessions(me: AuthContext, filter: { userId?: number; all?: boolean }): SessionInfo[] {
      const own = !filter.all && (filter.userId === undefined || filter.userId === me.user.id);
      if (!own && !can(me.user.role, "sessions.manage")) throw forbidden();
      const rows = auth.openSessions(filter.all ? undefined : (filter.userId ?? me.user.id));
      return rows.map((s) => ({
        id: s.id,
        userId: s.userId,
        userName: s.userName,
        createdAt: s.createdAt,
        lastSeenAt: s.lastSeenAt,
        userAgent: s.userAgent,
        address: s.address,
        current: s.id === me.sessionId,
      }));
    },

    /**
     * "Esci da questo dispositivo": one's own session, or anyone's for the owner. Someone else's
     * session is "not found" for whoever may not manage it, open or not, so the answer never tells
     * which session ids are in use.
     */
    endSession(me: AuthContext, sessionId: number) {
      const session = auth.findSession(sessionId);
      const visible = session && (session.userId === me.user.id || can(me.user.role, "sessions.manage"));
      if (!visible || session.revokedAt !== null) throw new DomainError("not_found", SESSION_NOT_FOUND, "not_found");
      auth.revokeSession(sessionId);
      ctx.events.sessionRevoked(sessionId);
      return { message: "Sessione chiusa" };
    },
  };
}
