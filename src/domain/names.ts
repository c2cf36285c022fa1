/**
 * A person's name as every screen, list, message and trail entry shows it: "Maria Rossi". Each
 * part is trimmed and a missing one leaves no stray space ("Maria" + "" -> "Maria").
 */
export const displayName = (person: { firstName: string; lastName: string }): string =>
  [person.firstName.trim(), person.lastName.trim()].filter((part) => part !== "").join(" ");

/** Several names as a sentence says them: "Colore", "Colore e Taglio", "Colore, Taglio e Piega". */
export function italianList(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} e ${names.at(-1)}`;
}
