import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { DURATION_WHOLE, PRICE_FORMAT, PRICE_MIN } from "../../../src/domain/schemas/services";
import { focusedName } from "../../ui/test-utils";
import { ServiceFormDialog } from "./service-form-dialog";
import { abuseForm, FALLBACK_TEXT, serveForAbuse } from "../../ui/form-abuse";
import { formDialogHarness } from "../../ui/form-dialog-harness";

const { calls, reset, serve, field, type, submit, ...dialog } = formDialogHarness(/Crea Servizio|Salva Modifiche/);

beforeEach(() => {
  reset();
});
afterEach(() => {
  cleanup();
});

const TAGLIO = { id: 3, name: "Taglio donna", duration: 45, price: 3500, description: "Con piega", processingMinutes: 0, finishingMinutes: 0, category: "", stylistIds: [] };

const open = (service: typeof TAGLIO | null = null) =>
  dialog.open((onOpenChange) => <ServiceFormDialog open onOpenChange={onOpenChange} service={service} />);

describe("ServiceFormDialog", () => {
  test("an empty submit: 'Nome è richiesto' and the price message, focus on the name", async () => {
    serve();
    await open();
    expect(field("Durata").value).toBe("30");
    await submit();
    expect(screen.getByText("Nome è richiesto")).toBeTruthy();
    expect(screen.getByText("Prezzo è richiesto")).toBeTruthy();
    expect(focusedName()).toBe("input Nome");
    expect(calls).toEqual([]);
  });

  test.each<[string, string, string, string]>([
    ["Durata", "0", "Durata è richiesta", "input Durata"],
    ["Durata", "30,5", DURATION_WHOLE, "input Durata"],
    ["Prezzo", "-5", PRICE_MIN, "input Prezzo"],
    ["Prezzo", "trenta", PRICE_FORMAT, "input Prezzo"],
    ["Prezzo", "3,555", PRICE_FORMAT, "input Prezzo"],
  ])("%s %p: %p under the field, focused", async (label, value, message, focused) => {
    serve();
    await open();
    type("Nome", "Taglio");
    type("Prezzo", "35");
    type(label, value);
    await submit();
    expect(screen.getByText(message)).toBeTruthy();
    expect(focusedName()).toBe(focused);
    expect(calls).toEqual([]);
  });

  test("the price is typed in euros and sent in cents; 'Servizio creato con successo'", async () => {
    serve({ status: 201, body: { ...TAGLIO, id: 8 } });
    const { onOpenChange } = await open();
    type("Nome", "Piega");
    type("Durata", "45");
    type("Prezzo", "22,5");
    await submit();
    expect(calls).toEqual([{ url: "/api/services", method: "POST", body: { name: "Piega", duration: 45, price: 2250, description: "" } }]);
    expect(within(screen.getByRole("status")).getByText("Servizio creato con successo")).toBeTruthy();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  test("editing shows the price in euros with 2 decimals; 'Servizio aggiornato con successo'", async () => {
    serve({ status: 200, body: TAGLIO });
    await open(TAGLIO);
    expect(screen.getByRole("dialog", { name: "Modifica Servizio" })).toBeTruthy();
    expect(field("Prezzo").value).toBe("35,00");
    expect(field("Durata").value).toBe("45");
    type("Prezzo", "40.50");
    await submit();
    expect(calls[0]).toMatchObject({ url: "/api/services/3", method: "PUT", body: { price: 4050, duration: 45 } });
    expect(within(screen.getByRole("status")).getByText("Servizio aggiornato con successo")).toBeTruthy();
  });

  test.each<[typeof TAGLIO | null, string]>([
    [null, "Impossibile creare il servizio"],
    [TAGLIO, "Impossibile aggiornare il servizio"],
  ])("a failure keeps the dialog and what was typed: %#", async (service, message) => {
    serve({ status: 500, body: { message: "Errore interno del server", code: "internal" } });
    const { onOpenChange } = await open(service);
    type("Nome", "Colore");
    type("Prezzo", "60");
    await submit();
    expect(within(screen.getByRole("alert")).getByText(message)).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(field("Nome").value).toBe("Colore");
    expect(field("Prezzo").value).toBe("60");
  });
});

test("abusing every field never throws; an emptied name gets its Italian message", async () => {
  const server = serveForAbuse({});
  try {
    await open(TAGLIO);
    const errors = await abuseForm(() => screen.getByRole("dialog"), () => fireEvent.click(screen.getByRole("button", { name: "Salva Modifiche" })));
    expect(errors).toEqual([]);
    expect(screen.queryByText(FALLBACK_TEXT)).toBeNull();
    type("Nome", "");
    await submit();
    expect(screen.getByText("Nome è richiesto")).toBeTruthy();
    expect(screen.getByRole("dialog")).toBeTruthy();
  } finally {
    server.restore();
  }
});
