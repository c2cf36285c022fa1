/** The signed-in user as the API shows it: no password hash, no session secrets. */
export type PublicUser = { id: number; username: string; firstName: string; lastName: string; role: string };

/** Who made a request, once the global gate in app.ts has checked the session. */
export type AuthContext = { user: PublicUser; sessionId: number };
