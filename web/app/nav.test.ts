import { expect, test } from "bun:test";
import { mayOpen, NAV, navFor } from "./nav";

const labels = (role: string | undefined) => navFor(role).map((item) => item.label);

test("the owner opens every section but a collaborator's own agenda", () => {
  expect(labels("owner")).toEqual(NAV.filter((item) => item.path !== "/my-agenda").map((item) => item.label));
});

test("reception: the desk's sections, no users, no activity log", () => {
  expect(labels("reception")).toEqual([
    "Dashboard",
    "Appuntamenti",
    "Clienti",
    "Cassa",
    "Servizi",
    "Stilisti",
    "Orari di Lavoro",
    "Ferie Stilisti",
    "Giorni Straordinari",
    "Promemoria",
    "Impostazioni",
    "Statistiche",
    "Il mio profilo",
  ]);
});

test("a collaborator: their agenda first, the calendar, clients and their profile; nothing else", () => {
  expect(labels("stylist")).toEqual(["La mia agenda", "Appuntamenti", "Clienti", "Il mio profilo"]);
});

test("an unknown role opens nothing", () => {
  expect(labels("admin")).toEqual([]);
  expect(labels(undefined)).toEqual([]);
  expect(mayOpen({ permission: "signed-in" }, "staff")).toBe(false);
});
