import { afterEach, beforeEach, describe, expect, mock, test } from "bun:test";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { Provider, createStore } from "jotai";
import { PHONE_DIGITS_ONLY, type Client } from "../../../src/domain/schemas/clients";
import { WHATSAPP_CONSENT_INVALID, WHATSAPP_CONSENT_LABEL as CONSENT } from "../../../src/domain/whatsapp-consent";
import { Toaster } from "../../ui/toast";
import { focusedName, settle } from "../../ui/test-utils";
import { ClientFormDialog } from "./client-form-dialog";
import { reformatPhone } from "../../ui/phone-input";
import { abuseForm, FALLBACK_TEXT, serveForAbuse } from "../../ui/form-abuse";
import { fakeApi, inTurn } from "../../lib/fake-api";
import { answerClients } from "../../entities/clients-fixtures";

type Call = { url: string; method: string; body: unknown };
let calls: Call[] = [];

/** The server for these tests: answers each call with the next of `responses`. */
function serve(...responses: Array<{ status: number; body: unknown }>) {
  const answer = inTurn(responses, { status: 500, body: { message: "Errore interno del server" } });
  fakeApi((call) => {
    // The lookup of a phone already on file (the duplicate proposal) is read, not written: none.
    if (call.method === "GET" && call.path.startsWith("/api/clients?")) return answerClients(() => onFile, call.method, call.path);
    calls.push({ url: call.path, method: call.method, body: call.body });
    return answer(call);
  });
}

let onFile: Client[] = [];
beforeEach(() => {
  calls = [];
  onFile = [];
});
afterEach(() => {
  cleanup();
});

const GIULIA: Client = { id: 5, firstName: "Giulia", lastName: "Rossi", phone: "3331234567", email: "giulia@example.it", notes: "Riccia", whatsappConsent: false, whatsappConsentAt: null, walkIn: false };

async function open(client: Client | null = null) {
  const onOpenChange = mock((_open: boolean) => {});
  render(
    <Provider store={createStore()}>
      <ClientFormDialog open onOpenChange={onOpenChange} client={client} />
      <Toaster />
    </Provider>,
  );
  await screen.findByRole("dialog");
  await settle();
  return { onOpenChange, dialog: screen.getByRole("dialog") };
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: /Crea Cliente|Salva Modifiche/ }));
  });
  await settle();
};

describe("ClientFormDialog", () => {
  test("opens on the first name, labelled 'Nuovo Cliente'", async () => {
    await open();
    expect(screen.getByRole("dialog", { name: "Nuovo Cliente" })).toBeTruthy();
    expect(focusedName()).toBe("input Nome");
  });

  test("an empty submit shows each Italian message under its field, focuses the first, sends nothing", async () => {
    serve();
    await open();
    await submit();
    expect(screen.getByText("Nome è richiesto")).toBeTruthy();
    expect(screen.getByText("Cognome è richiesto")).toBeTruthy();
    expect(screen.getByText("Telefono è richiesto")).toBeTruthy();
    expect(field("Nome").getAttribute("aria-invalid")).toBe("true");
    expect(focusedName()).toBe("input Nome");
    expect(calls).toEqual([]);
  });

  test("an invalid email is the only message, and gets the focus", async () => {
    serve();
    await open();
    type("Nome", "Giulia");
    type("Cognome", "Rossi");
    type("Telefono", "3331234567");
    type("Email", "giulia@");
    await submit();
    expect(screen.getByText("Email non valida")).toBeTruthy();
    expect(screen.queryByText("Nome è richiesto")).toBeNull();
    expect(focusedName()).toBe("input Email");
    type("Email", "giulia@example.it");
    expect(screen.queryByText("Email non valida")).toBeNull();
  });

  test("the phone accepts digits only, at most 10, grouped 3-3-4 as typed", async () => {
    await open();
    type("Telefono", "333");
    expect(field("Telefono").value).toBe("333");
    type("Telefono", "3331");
    expect(field("Telefono").value).toBe("333 1");
    type("Telefono", "333 1abc2");
    expect(field("Telefono").value).toBe("333 12");
    type("Telefono", "33312345678999");
    expect(field("Telefono").value).toBe("333 123 4567");
    type("Telefono", "+39 347 123 4567");
    expect(field("Telefono").value).toBe("347 123 4567");
  });

  test("a phone already on file is looked up on the server and proposed before saving", async () => {
    serve();
    onFile = [{ ...GIULIA, id: 4, firstName: "Anna", lastName: "Gallo", phone: "+393331234567" }];
    await open();
    type("Telefono", "333 123 4567");
    await settle(30);
    expect(screen.getByText(/Esiste già un cliente con questo telefono/).textContent).toContain("Anna Gallo");
    type("Telefono", "333 123 4568");
    await settle(30);
    expect(screen.queryByText(/Esiste già un cliente con questo telefono/)).toBeNull();
  });

  test("creating sends the full number, toasts 'Cliente creato con successo' and closes", async () => {
    serve({ status: 201, body: { ...GIULIA, id: 9 } });
    const { onOpenChange } = await open();
    type("Nome", " Giulia ");
    type("Cognome", "Rossi");
    type("Telefono", "333 123 4567");
    await submit();
    expect(calls).toEqual([
      { url: "/api/clients", method: "POST", body: { firstName: "Giulia", lastName: "Rossi", phone: "+393331234567", email: "", notes: "", allowDuplicatePhone: false, whatsappConsent: false } },
    ]);
    expect(within(screen.getByRole("status")).getByText("Cliente creato con successo")).toBeTruthy();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  test("a server failure toasts 'Impossibile creare il cliente' and keeps what was typed", async () => {
    serve({ status: 500, body: { message: "Errore interno del server", code: "internal" } });
    const { onOpenChange } = await open();
    type("Nome", "Giulia");
    type("Cognome", "Rossi");
    type("Telefono", "3331234567");
    type("Note", "Preferisce il sabato");
    await submit();
    const alert = screen.getByRole("alert");
    expect(within(alert).getByText("Errore")).toBeTruthy();
    expect(within(alert).getByText("Impossibile creare il cliente")).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(field("Nome").value).toBe("Giulia");
    expect(field("Note").value).toBe("Preferisce il sabato");
  });

  test("the server's field messages show under the fields", async () => {
    serve({ status: 400, body: { message: PHONE_DIGITS_ONLY, code: "validation", fields: { phone: PHONE_DIGITS_ONLY } } });
    await open();
    type("Nome", "Giulia");
    type("Cognome", "Rossi");
    type("Telefono", "3331234567");
    await submit();
    expect(within(screen.getByRole("dialog")).getByText(PHONE_DIGITS_ONLY)).toBeTruthy();
    expect(focusedName()).toBe("input Telefono");
  });

  test("editing starts from the client, phone grouped, and PUTs 'Cliente aggiornato con successo'", async () => {
    serve({ status: 200, body: { ...GIULIA, lastName: "Verdi" } });
    await open(GIULIA);
    expect(screen.getByRole("dialog", { name: "Modifica Cliente" })).toBeTruthy();
    expect(field("Telefono").value).toBe("333 123 4567");
    expect(field("Note").value).toBe("Riccia");
    type("Cognome", "Verdi");
    await submit();
    expect(calls[0]).toMatchObject({ url: "/api/clients/5", method: "PUT", body: { lastName: "Verdi", phone: "+393331234567" } });
    expect(within(screen.getByRole("status")).getByText("Cliente aggiornato con successo")).toBeTruthy();
  });

  test("the WhatsApp consent box: unticked for a new client, ticked it is sent as true", async () => {
    serve({ status: 201, body: { ...GIULIA, id: 9, whatsappConsent: true, whatsappConsentAt: "2026-03-12T09:00:00.000Z", walkIn: false } });
    await open();
    const box = screen.getByRole("checkbox", { name: CONSENT }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(screen.getByText("Senza consenso il salone non invia promemoria né altri messaggi WhatsApp.")).toBeTruthy();
    type("Nome", "Giulia");
    type("Cognome", "Rossi");
    type("Telefono", "3331234567");
    fireEvent.click(box);
    expect(screen.getByText("Il consenso sarà registrato con la data di oggi.")).toBeTruthy();
    await submit();
    expect(calls[0]).toMatchObject({ url: "/api/clients", method: "POST", body: { firstName: "Giulia", whatsappConsent: true } });
  });

  test("a consented client opens ticked with the day it was given; unticking sends false", async () => {
    serve({ status: 200, body: GIULIA });
    await open({ ...GIULIA, whatsappConsent: true, whatsappConsentAt: "2026-03-11T23:30:00.000Z", walkIn: false });
    const box = screen.getByRole("checkbox", { name: CONSENT }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    // 23:30Z on 11 March is already the 12th in the salon's Rome.
    expect(screen.getByText("WhatsApp: consenso dal 12/03/2026")).toBeTruthy();
    fireEvent.click(box);
    expect(screen.queryByText("WhatsApp: consenso dal 12/03/2026")).toBeNull();
    expect(screen.getByText("Senza consenso il salone non invia promemoria né altri messaggi WhatsApp.")).toBeTruthy();
    await submit();
    expect(calls[0]).toMatchObject({ url: "/api/clients/5", method: "PUT", body: { whatsappConsent: false } });
  });

  test("a server refusal of the consent shows under the box", async () => {
    serve({ status: 400, body: { message: WHATSAPP_CONSENT_INVALID, code: "validation", fields: { whatsappConsent: WHATSAPP_CONSENT_INVALID } } });
    await open(GIULIA);
    await submit();
    expect(within(screen.getByRole("dialog")).getByText(WHATSAPP_CONSENT_INVALID)).toBeTruthy();
    expect(screen.getByRole("checkbox", { name: CONSENT }).getAttribute("aria-invalid")).toBe("true");
  });

  test("an update failure says 'Impossibile aggiornare il cliente' with the server's reason", async () => {
    serve({ status: 404, body: { message: "Cliente non trovato", code: "not_found" } });
    await open(GIULIA);
    await submit();
    const alert = screen.getByRole("alert");
    expect(within(alert).getByText("Impossibile aggiornare il cliente")).toBeTruthy();
    expect(within(alert).getByText("Cliente non trovato")).toBeTruthy();
  });
});

describe("reformatPhone keeps the caret after the same digit", () => {
  test.each<[string, number, string, number]>([
    ["3331", 4, "333 1", 5],
    ["333 1234", 8, "333 123 4", 9],
    ["333 1293", 7, "333 129 3", 7], // a 9 typed after "333 12"
    ["33 123", 2, "331 23", 2], // a digit deleted before the space
    ["333 12x3", 7, "333 123", 6], // a letter is dropped where it was typed
    ["", 0, "", 0],
  ])("%p with caret %p -> %p caret %p", (raw, caret, value, next) => {
    expect(reformatPhone(raw, caret)).toEqual({ value, caret: next });
  });
});

test("abusing every field never throws; an emptied name gets its Italian message", async () => {
  const server = serveForAbuse({});
  try {
    await open(GIULIA);
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
