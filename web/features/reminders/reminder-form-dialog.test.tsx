import { afterEach, beforeEach, describe, expect, mock, test } from "bun:test";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { Provider, createStore } from "jotai";
import { settle } from "../../ui/test-utils";
import { Toaster } from "../../ui/toast";
import type { ReminderView } from "../../../src/domain/schemas/reminders";
import { ReminderFormDialog } from "./reminder-form-dialog";
import { abuseForm, FALLBACK_TEXT } from "../../ui/form-abuse";
import { fakeApi, inTurn, NOT_FOUND } from "../../lib/fake-api";
import { answerClients } from "../../entities/clients-fixtures";
import type { Client } from "../../../src/domain/schemas/clients";

type Call = { url: string; method: string; body: any };
let calls: Call[] = [];

function serve(...responses: Array<{ status: number; body: unknown }>) {
  const answer = inTurn(responses, { status: 201, body: {} });
  fakeApi((call) => {
    // The client search is read from the server's stand-in, not recorded.
    const clients = answerClients(() => CLIENTS, call.method, call.path);
    if (clients) return clients;
    calls.push({ url: call.path, method: call.method, body: call.body });
    return answer(call);
  });
}

beforeEach(() => {
  calls = [];
});
afterEach(() => {
  cleanup();
});

const CLIENTS: Client[] = [
  { id: 2, firstName: "Luca", lastName: "Bianchi", phone: "3479876543", email: "", notes: "", whatsappConsent: false, whatsappConsentAt: null, walkIn: false },
  { id: 1, firstName: "Maria", lastName: "Rossi", phone: "3331234567", email: "", notes: "", whatsappConsent: true, whatsappConsentAt: "2026-01-15T10:00:00.000Z", walkIn: false },
];
const SERVICES = [{ id: 5, name: "Colore" }];
const STYLISTS = [{ id: 9, name: "Giulia" }];

const EXISTING: ReminderView = {
  id: 42,
  clientId: 1,
  serviceId: 5,
  stylistId: 9,
  frequency: "monthly",
  dayOfWeek: null,
  dayOfMonth: 31,
  preferredTime: "09:30",
  isActive: true,
  nextReminderDate: "2026-03-31",
  client: { firstName: "Maria", lastName: "Rossi", whatsappConsent: true },
  service: { name: "Colore" },
  stylist: { name: "Giulia" },
  lastMessage: null,
};

async function open({ clientId, ...props }: { reminder?: ReminderView; clientId?: number } = {}) {
  const onOpenChange = mock((_open: boolean) => {});
  const client = CLIENTS.find((c) => c.id === clientId) ?? null;
  render(
    <Provider store={createStore()}>
      <ReminderFormDialog open onOpenChange={onOpenChange} client={client} services={SERVICES} stylists={STYLISTS} {...props} />
      <Toaster />
    </Provider>,
  );
  await screen.findByRole("dialog");
  await settle();
  return { onOpenChange };
}

const select = (label: string) => screen.getByLabelText<HTMLSelectElement>(label);
const choose = (label: string, value: string) => fireEvent.change(select(label), { target: { value } });
/** The client is searched (on the server), then picked from the suggestions. */
async function pickClient(id: number) {
  const client = CLIENTS.find((c) => c.id === id)!;
  fireEvent.change(clientBox(), { target: { value: client.phone.slice(0, 6) } });
  await settle(30);
  fireEvent.click(screen.getByRole("option", { name: new RegExp(`${client.firstName} ${client.lastName}`) }));
  await settle(30);
}
const clientBox = () => screen.getByRole<HTMLInputElement>("combobox", { name: "Cliente" });
const submitButton = (name: RegExp | string = "Crea Promemoria") => screen.getByRole<HTMLButtonElement>("button", { name });
async function submit(name?: string) {
  await act(async () => {
    fireEvent.click(submitButton(name));
  });
  await settle();
}

describe("ReminderFormDialog", () => {
  test("the three selects start on the spec's placeholders and the submit waits for all three", async () => {
    serve();
    await open();
    expect(clientBox().value).toBe("");
    expect(select("Servizio").selectedOptions[0]!.text).toBe("Seleziona un servizio");
    expect(select("Parrucchiere").selectedOptions[0]!.text).toBe("Seleziona un parrucchiere");
    fireEvent.change(clientBox(), { target: { value: "ross" } });
    await settle(30);
    expect(within(screen.getByRole("listbox")).getAllByRole("option").map((o) => o.textContent)).toEqual(["Maria Rossi+39 333 123 4567"]);
    expect(submitButton().disabled).toBe(true);
    await pickClient(1);
    choose("Servizio", "5");
    expect(submitButton().disabled).toBe(true);
    choose("Parrucchiere", "9");
    expect(submitButton().disabled).toBe(false);
  });

  test("a client without WhatsApp consent is warned about when picked", async () => {
    serve();
    await open();
    const warning = "Nessun consenso WhatsApp: il promemoria non verrà inviato finché non viene dato nella scheda cliente";
    await pickClient(1);
    expect(screen.queryByText(warning)).toBeNull();
    fireEvent.change(clientBox(), { target: { value: "" } });
    await pickClient(2);
    expect(screen.getByText(warning)).toBeTruthy();
  });

  test("weekly by default with weekdays Monday to Sunday; creates with numbers and a null day of month", async () => {
    serve({ status: 201, body: EXISTING });
    const { onOpenChange } = await open({ clientId: 2 });
    expect(clientBox().value).toBe("Luca Bianchi");
    expect(select("Frequenza").value).toBe("weekly");
    expect(Array.from(select("Frequenza").options).map((o) => o.text)).toEqual(["Settimanale", "Ogni 2 settimane", "Mensile"]);
    expect(Array.from(select("Giorno della settimana").options).map((o) => o.text).slice(1)).toEqual([
      "Lunedì", "Martedì", "Mercoledì", "Giovedì", "Venerdì", "Sabato", "Domenica",
    ]);
    choose("Servizio", "5");
    choose("Parrucchiere", "9");
    choose("Frequenza", "biweekly");
    choose("Giorno della settimana", "0");
    expect(Array.from(select("Orario preferito").options).map((o) => o.text).slice(0, 3)).toEqual(["07:00", "07:15", "07:30"]);
    expect(select("Orario preferito").value).toBe("10:00");
    choose("Orario preferito", "18:15");
    await submit();
    expect(calls).toEqual([
      {
        url: "/api/recurring-reminders",
        method: "POST",
        body: { clientId: 2, serviceId: 5, stylistId: 9, frequency: "biweekly", dayOfWeek: 0, dayOfMonth: null, preferredTime: "18:15", isActive: true },
      },
    ]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByText("Promemoria creato")).toBeTruthy();
  });

  test("switching frequency clears the other day field; a monthly reminder needs a day 1-31", async () => {
    serve();
    await open({ clientId: 1 });
    choose("Servizio", "5");
    choose("Parrucchiere", "9");
    choose("Giorno della settimana", "3");
    choose("Frequenza", "monthly");
    expect(screen.queryByLabelText("Giorno della settimana")).toBeNull();
    const day = screen.getByLabelText<HTMLInputElement>("Giorno del mese");
    expect(day.value).toBe("");
    fireEvent.change(day, { target: { value: "32" } });
    await submit();
    expect(screen.getByText("Il giorno del mese deve essere tra 1 e 31")).toBeTruthy();
    expect(calls).toHaveLength(0);
    fireEvent.change(screen.getByLabelText("Giorno del mese"), { target: { value: "31" } });
    choose("Frequenza", "weekly");
    expect(select("Giorno della settimana").value).toBe("");
    choose("Frequenza", "monthly");
    expect(screen.getByLabelText<HTMLInputElement>("Giorno del mese").value).toBe("");
  });

  test("a saved time off the quarter-hour grid stays selectable", async () => {
    serve();
    await open({ reminder: { ...EXISTING, preferredTime: "06:10" } });
    expect(select("Orario preferito").value).toBe("06:10");
    expect(select("Orario preferito").options[0]!.text).toBe("06:10");
  });

  test("editing loads the reminder, says Aggiorna and sends a PUT", async () => {
    serve({ status: 200, body: EXISTING });
    await open({ reminder: EXISTING });
    expect(screen.getByRole("dialog", { name: "Modifica Promemoria" })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>("Giorno del mese").value).toBe("31");
    expect(select("Orario preferito").value).toBe("09:30");
    fireEvent.change(screen.getByLabelText("Giorno del mese"), { target: { value: "15" } });
    await submit("Aggiorna");
    expect(calls[0]).toMatchObject({ url: "/api/recurring-reminders/42", method: "PUT", body: { dayOfMonth: 15, dayOfWeek: null, frequency: "monthly" } });
  });

  test("the server's field message shows under the field and the form keeps what was chosen", async () => {
    serve({ status: 400, body: { message: "Cliente non trovato", code: "validation", fields: { clientId: "Cliente non trovato" } } });
    const { onOpenChange } = await open({ clientId: 1 });
    choose("Servizio", "5");
    choose("Parrucchiere", "9");
    await submit();
    expect(screen.getAllByText("Cliente non trovato").length).toBeGreaterThan(0);
    expect(screen.getByText("Impossibile creare il promemoria")).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
    expect(select("Servizio").value).toBe("5");
  });
});

test("abusing every field never throws; a day of month out of range gets its Italian message", async () => {
  // Reads answer 404 except the client search; every write is refused with a 400.
  fakeApi((call) => answerClients(() => CLIENTS, call.method, call.path) ?? (call.method === "GET" ? NOT_FOUND : { status: 400, body: { message: "Dati non validi", code: "invalid", fields: {} } }));
  {
    await open({ reminder: EXISTING });
    const errors = await abuseForm(() => screen.getByRole("dialog"), () => fireEvent.click(submitButton("Aggiorna")));
    expect(errors).toEqual([]);
    expect(screen.queryByText(FALLBACK_TEXT)).toBeNull();
    await pickClient(1);
    choose("Servizio", "5");
    choose("Parrucchiere", "9");
    choose("Frequenza", "monthly");
    fireEvent.change(screen.getByLabelText("Giorno del mese"), { target: { value: "x".repeat(5000) } });
    await submit("Aggiorna");
    expect(screen.getByText(/Il giorno del mese/)).toBeTruthy();
    expect(screen.getByRole("dialog")).toBeTruthy();
  }
});
