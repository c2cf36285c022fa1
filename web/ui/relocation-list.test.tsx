import { afterEach, expect, test } from "bun:test";
import { cleanup, render, screen } from "@testing-library/react";
import type { ConflictRow } from "../../src/domain/schemas/conflicts";
import { RelocationList } from "./relocation-list";

afterEach(cleanup);

const row = (over: Partial<ConflictRow>): ConflictRow => ({
  id: 7,
  date: "2026-12-03",
  startTime: "15:15",
  endTime: "16:00",
  stylistId: 2,
  serviceId: 3,
  clientName: "Anna Gallo",
  clientPhone: "3331234567",
  stylistName: "Maria",
  serviceName: "Colore",
  version: 1,
  kind: "vacation",
  reason: "Maria è in ferie",
  ...over,
});
const actions = { freeStylistsFor: async () => [], reassign: async () => {}, move: () => {}, remove: async () => {} };

test("each row gives the client's phone as a link that dials her", () => {
  render(<RelocationList rows={[row({}), row({ id: 8, clientName: "Luca Bianchi", clientPhone: "" })]} actions={actions} />);
  const call = screen.getByRole("link", { name: "Chiama Anna Gallo, +39 333 123 4567" });
  expect(call.getAttribute("href")).toBe("tel:+393331234567");
  expect(call.textContent).toBe("+39 333 123 4567");
  expect(document.querySelector('[data-conflict-row="8"]')!.textContent).toContain("Nessun telefono");
  expect(document.querySelector('[data-conflict-row="7"]')!.textContent).toContain("03/12/2026 15:15–16:00");
});
