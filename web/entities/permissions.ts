import { atom, useAtomValue } from "jotai";
import { can, canWriteAppointment, type Permission, type Role } from "../../src/domain/roles";
import { authAtom, type User } from "./auth";

/** The signed-in user, or null on the login screen. */
export const currentUserAtom = atom((get): User | null => {
  const auth = get(authAtom);
  return auth.status === "signedIn" ? auth.user : null;
});

/** Whether the signed-in user's role holds the permission: the same table the server enforces. */
export function useCan(permission: Permission): boolean {
  return can(useAtomValue(currentUserAtom)?.role, permission);
}

type StylistRow = { stylistId: number } | null | undefined;

/**
 * Whether the signed-in user may write this appointment: a collaborator only their own stylist's,
 * and may not move one of theirs onto a colleague (`before` the stored row, `after` the result).
 */
export function useCanWriteAppointment(): (before: StylistRow, after?: StylistRow) => boolean {
  const user = useAtomValue(currentUserAtom);
  return (before, after = before) => user !== null && canWriteAppointment({ role: user.role, stylistId: user.stylistId ?? null }, before, after);
}

/** Where a role lands after signing in: a collaborator's own day, everyone else the dashboard. */
export const homePath = (role: Role | string | undefined) => (role === "stylist" ? "/my-agenda" : "/dashboard");
