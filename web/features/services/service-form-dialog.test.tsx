import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { DURATION_WHOLE, PRICE_FORMAT, PRICE_MIN } from "../../../src/domain/schemas/services";
import { focusedName } from "../../ui/test-utils";
import { ServiceFormDialog } from "./service-form-dialog";
import { PARTS_TOO_LONG } from "./service-form-schema";
import { abuseForm, FALLBACK_TEXT, serveForAbuse } from "../../ui/form-abuse";
import { formDialogHarness } from "../../ui/form-dialog-harness";

const { calls, reset, serve, field, type, submit, ...dialog } = formDialogHarness(/Crea Servizio|Salva Modifiche/);

beforeEach(() => {
  reset();
});
afterEach(() => {
  cleanup();
});

const TAGLIO = { id: 3, name: "Taglio donna", duration: 45, price: 3500, description: "Con piega", processingMinutes: 0, finishingMinutes: 0, category: "", stylistIds: [], vatRatePercent: 22, patchTestRequired: false };

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
    expect(calls).toEqual([{ url: "/api/services", method: "POST", body: { name: "Piega", duration: 45, price: 2250, processingMinutes: 0, finishingMinutes: 0, category: "", stylistIds: [], vatRatePercent: 22, patchTestRequired: false, description: "" } }]);
    expect(within(screen.getByRole("status")).getByText("Servizio creato con successo")).toBeTruthy();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  test("posa, finishing, category and who performs it are sent; posa and finishing must leave some work", async () => {
    serve({ status: 201, body: { ...TAGLIO, id: 8 } });
    await dialog.open((onOpenChange) => (
      <ServiceFormDialog open onOpenChange={onOpenChange} stylists={[{ id: 1, name: "Giulia", phone: "", email: "" }, { id: 2, name: "Marco", phone: "", email: "" }]} />
    ));
    expect(document.querySelector("#service-categories")?.querySelectorAll("option").length).toBe(5);
    type("Nome", "Colore");
    type("Durata", "75");
    type("Prezzo", "60");
    type("Posa (min)", "60");
    type("Finitura (min)", "15");
    await submit();
    expect(screen.getByText(PARTS_TOO_LONG)).toBeTruthy();
    expect(calls).toEqual([]);
    type("Posa (min)", "30");
    type("Categoria", "Colore");
    fireEvent.click(screen.getByLabelText("Giulia"));
    await submit();
    expect(calls).toEqual([
      { url: "/api/services", method: "POST", body: { name: "Colore", duration: 75, price: 6000, processingMinutes: 30, finishingMinutes: 15, category: "Colore", stylistIds: [1], vatRatePercent: 22, patchTestRequired: false, description: "" } },
    ]);
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

  test("'Aliquota IVA' shows the service's rate, offers 22, 10, 5, 4 and 0 and sends the one chosen", async () => {
    serve({ status: 200, body: { ...TAGLIO, vatRatePercent: 10 } });
    await open({ ...TAGLIO, vatRatePercent: 4 });
    const select = screen.getByLabelText("Aliquota IVA") as HTMLSelectElement;
    expect(select.value).toBe("4");
    expect([...select.options].map((o) => o.textContent)).toEqual(["22%", "10%", "5%", "4%", "0%"]);
    fireEvent.change(select, { target: { value: "10" } });
    await submit();
    expect(calls[0]).toMatchObject({ url: "/api/services/3", method: "PUT", body: { vatRatePercent: 10 } });
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
