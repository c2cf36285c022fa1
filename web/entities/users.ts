import { atom } from "jotai";
import {
  UserCreatedSchema,
  UserListSchema,
  UserResponseSchema,
  type UserCreateInput,
  type UserPasswordInput,
  type UserUpdateInput,
} from "../../src/domain/schemas/users";
import { api, apiGet } from "../lib/api";
import { queryAtom } from "../lib/query";

/** Moves after every write of a user from this screen, so the list fetches again. */
export const usersVersionAtom = atom(0);

/** Every user, active and disabled (never deleted: the activity trail keeps their name). */
export const usersAtom = queryAtom([], (get) => {
  get(usersVersionAtom);
  return apiGet("/api/users", UserListSchema);
});

/** Without `password` the server generates one and answers it once, in `password`. */
export const createUser = (input: UserCreateInput) => api("POST", "/api/users", UserCreatedSchema, input);
/** The whole editable record; disabling or changing the role ends that user's sessions at once. */
export const updateUser = (id: number, input: UserUpdateInput) => api("PUT", `/api/users/${id}`, UserResponseSchema, input);
/** The owner sets a new password for a user; their sessions end. Answers the user. */
export const setUserPassword = (id: number, input: UserPasswordInput) => api("POST", `/api/users/${id}/password`, UserResponseSchema, input);
