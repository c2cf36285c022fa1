import { expect, test } from "bun:test";
import { groupByCategory, NO_CATEGORY } from "./service-categories";

const names = (groups: ReturnType<typeof groupByCategory>) => groups.map((g) => [g.category, g.services.map((s) => s.name)]);

test("suggested categories first in their order, then the others by name, services without one last", () => {
  const groups = groupByCategory([
    { name: "Manicure", category: "Unghie" },
    { name: "Piega corta", category: "Piega" },
    { name: "Shampoo", category: "" },
    { name: "Colore", category: "Colore" },
    { name: "Barba", category: "Barberia" },
    { name: "Piega lunga", category: "piega " },
    { name: "Vecchio" },
  ]);
  expect(names(groups)).toEqual([
    ["Colore", ["Colore"]],
    ["Piega", ["Piega corta", "Piega lunga"]],
    ["Barberia", ["Barba"]],
    ["Unghie", ["Manicure"]],
    [NO_CATEGORY, ["Shampoo", "Vecchio"]],
  ]);
});

test("no services, no groups", () => {
  expect(groupByCategory([])).toEqual([]);
});
