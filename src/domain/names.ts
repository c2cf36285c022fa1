/**
 * A person's name as every screen, list, message and trail entry shows it: "Maria Rossi". Each
 * part is trimmed and a missing one leaves no stray space ("Maria" + "" -> "Maria").
 */
export const displayName = (person: { firstName: string; lastName: string }): string =>
  [person.firstName.trim(), person.lastName.trim()].filter((part) => part !== "").join(" ");
