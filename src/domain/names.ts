export const WALK_IN_LABEL = "Cliente di passaggio";

/**
 * A person's name as every screen, list, message and trail entry shows it: "Maria Rossi". Each
 * part is trimmed and a missing one leaves no stray space ("Maria" + "" -> "Maria"). A walk-in
 * reads "Cliente di passaggio", after her first name when she gave one ("Maria (Cliente di passaggio)").
 */
export const displayName = (person: { firstName: string; lastName: string; walkIn?: boolean }): string => {
  const name = [person.firstName.trim(), person.lastName.trim()].filter((part) => part !== "").join(" ");
  if (!person.walkIn) return name;
  return name === "" ? WALK_IN_LABEL : `${name} (${WALK_IN_LABEL})`;
};

/** Several names as a sentence says them: "Colore", "Colore e Taglio", "Colore, Taglio e Piega". */
export function italianList(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} e ${names.at(-1)}`;
}
