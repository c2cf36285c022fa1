import type { PublicUser } from "../domain/schemas/auth";

/** Who made a request, once the global gate in app.ts has checked the session. */
export type AuthContext = { user: PublicUser; sessionId: number };
