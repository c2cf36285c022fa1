// Tests render screens as a signed-in member of staff: what a role may do is part of what they show.
import { createStore } from "jotai";
import type { Role } from "../../src/domain/roles";
import type { CurrentUser } from "../../src/domain/schemas/auth";
import { authAtom } from "./auth";

const NAMES: Record<Role, Pick<CurrentUser, "firstName" | "lastName" | "username">> = {
  owner: { firstName: "Anna", lastName: "Bianchi", username: "anna" },
  reception: { firstName: "Giulia", lastName: "Verdi", username: "giulia" },
  stylist: { firstName: "Marco", lastName: "Neri", username: "marco" },
};

/** A jotai store signed in with `role` (a collaborator works as stylist `stylistId`, 2 unless told). */
export function storeSignedInAs(role: Role = "owner", stylistId: number | null = role === "stylist" ? 2 : null) {
  const store = createStore();
  const user: CurrentUser = { id: { owner: 1, reception: 2, stylist: 3 }[role], role, stylistId, salonTimeZone: "Europe/Rome", ...NAMES[role] };
  store.set(authAtom, { status: "signedIn", user });
  return store;
}
