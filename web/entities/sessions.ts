import { atom } from "jotai";
import { MessageSchema } from "../../src/domain/schemas/common";
import { SessionListSchema, type OwnPasswordInput } from "../../src/domain/schemas/users";
import { api, apiGet } from "../lib/api";
import { atomsByKey, queryAtom } from "../lib/query";

/** Moves after a session ends or a password changes here, so the session lists fetch again. */
export const sessionsVersionAtom = atom(0);

/** "mine": the signed-in user's devices; "all": everyone's (the owner only). */
export type SessionScope = "mine" | "all";

export const sessionsAtom = atomsByKey((scope: SessionScope) =>
  queryAtom([], (get) => {
    get(sessionsVersionAtom);
    return apiGet(scope === "all" ? "/api/auth/sessions?all=1" : "/api/auth/sessions", SessionListSchema);
  }),
);

/** Signs that device out: its next request is refused and its live socket closes. */
export const revokeSession = (id: number) => api("DELETE", `/api/auth/sessions/${id}`, MessageSchema);

/** The current password is required; every other session of the user ends. */
export const changeOwnPassword = (input: OwnPasswordInput) => api("POST", "/api/auth/password", MessageSchema, input);
