import { atom } from "jotai";
import { CurrentUserSchema, LoginResponseSchema, type CurrentUser } from "../../../src/domain/schemas/auth";
import { MessageSchema } from "../../../src/domain/schemas/common";
import { ApiError, api } from "../../lib/api";
import { setSalonTimeZone } from "../../lib/salon-time";

export type User = CurrentUser;
export type AuthState = { status: "loading" } | { status: "signedIn"; user: User } | { status: "signedOut" };

export const authAtom = atom<AuthState>({ status: "loading" });

const USER_CACHE_MS = 5 * 60 * 1000;
let cached: { user: User; at: number } | null = null;

/** Signed in when the current-user call answers; cached for 5 minutes, never retried. */
export async function fetchCurrentUser(force = false): Promise<User | null> {
  if (!force && cached && Date.now() - cached.at < USER_CACHE_MS) return cached.user;
  try {
    const user = await api("GET", "/api/auth/user", CurrentUserSchema);
    setSalonTimeZone(user.salonTimeZone);
    cached = { user, at: Date.now() };
    return user;
  } catch (error) {
    cached = null;
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export async function login(username: string, password: string): Promise<User | null> {
  await api("POST", "/api/auth/login", LoginResponseSchema, { username, password });
  return fetchCurrentUser(true);
}

export async function logout(): Promise<void> {
  cached = null;
  try {
    await api("POST", "/api/auth/logout", MessageSchema);
  } catch (error) {
    console.error("Logout non riuscito", error);
  }
}
