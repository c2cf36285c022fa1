import { expect, test } from "bun:test";
import { defaultQuickServiceIds, findServiceByShortcut, keepListed } from "./quick-services";

const list = [
  { id: 1, name: "Taglio Donna" },
  { id: 2, name: "Colore" },
  { id: 3, name: "Colore e piega" },
  { id: 4, name: "Piega" },
  { id: 5, name: "Taglio e barba" },
  { id: 6, name: "Lavaggio" },
  { id: 7, name: "Trattamento" },
];

test.each([
  ["Piega", 4],
  ["Colore", 2],
  ["Taglio+Barba", 5],
  ["lavaggio", 6],
  ["Permanente", undefined],
] as const)("shortcut %p finds %p", (label, id) => {
  expect(findServiceByShortcut(list, label)?.id).toBe(id);
});

test.each([
  ["no bookings: the starters the list has", [], [2, 6, 4, 5]],
  ["most booked first, then starters", [[1, 30], [7, 5]], [1, 7, 2, 6]],
  ["ties by name", [[7, 3], [1, 3]], [1, 7, 2, 6]],
  ["a booked starter is not repeated", [[4, 9], [1, 8]], [4, 1, 2, 6]],
] as const)("%s", (_name, counts, expected) => {
  expect(defaultQuickServiceIds(list, new Map(counts as unknown as [number, number][]))).toEqual([...expected]);
});

test("the default never exceeds the limit, nor the maximum of six", () => {
  const counts = new Map(list.map((s) => [s.id, s.id] as [number, number]));
  expect(defaultQuickServiceIds(list, counts, 2)).toEqual([7, 6]);
  expect(defaultQuickServiceIds(list, counts, 10)).toHaveLength(6);
});

test("saved buttons of archived services drop out, the order stays", () => {
  expect(keepListed([7, 99, 1], list)).toEqual([7, 1]);
});
