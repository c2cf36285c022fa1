import { afterEach, describe, expect, spyOn, test } from "bun:test";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { Provider } from "jotai";
import { storeSignedInAs } from "../../entities/auth-fixtures";
import { MemoryRouter } from "react-router-dom";
import { SETTINGS_DEFAULT_OPENING_HOURS, type WeeklyOpeningHours } from "../../../src/domain/availability";
import { CLOSE_TIME_REQUIRED, OPEN_TIME_REQUIRED } from "../../../src/domain/schemas/opening-hours";
import { VAT_INVALID } from "../../../src/domain/schemas/salon-settings";
import { settle } from "../../ui/test-utils";
import { Toaster } from "../../ui/toast";
import type { WhatsappStatus } from "../../../src/domain/schemas/whatsapp-status";
import { APPOINTMENT_REMINDER_DEFAULTS } from "../../../src/domain/schemas/appointment-reminders";
import SettingsPage from "./settings-page";
import { abuseForm, FALLBACK_TEXT, serveForAbuse } from "../../ui/form-abuse";
import { FISCAL_SETTINGS_DEFAULTS } from "../../entities/fiscal-fixtures";
import { fakeApi } from "../../lib/fake-api";
import { ONLINE_BOOKING_DEFAULTS } from "../../../src/domain/schemas/online-booking";
import type { SalonInfo, WhatsappSettings } from "../../../src/domain/schemas/salon-settings";

type Call = { method: string; path: string; body: any };
type Answer = { status: number; body: unknown };

const serve = (route: (call: Call) => Answer | Promise<Answer> | undefined) => fakeApi(route);

const NOT_CONFIGURED: WhatsappStatus = { configured: false, hasAccessToken: false, hasPhoneNumberId: false, hasBusinessAccountId: false };
const SALON_INFO: SalonInfo = { name: "il tuo salone", address: "", phone: "", email: "", vatNumber: "", defaults: { name: "il tuo salone", address: "" } };
const WHATSAPP_UNSET: WhatsappSettings = {
  configured: false,
  sources: { accessToken: "unset", phoneNumberId: "unset", businessAccountId: "unset", appSecret: "unset", verifyToken: "unset" },
};

function salon({
  status = NOT_CONFIGURED as WhatsappStatus | null,
  hours = SETTINGS_DEFAULT_OPENING_HOURS as unknown,
  onSave = (body: any): Answer | Promise<Answer> => ({ status: 200, body }),
} = {}) {
  let saved = hours;
  let info = SALON_INFO;
  return serve((call) => {
    if (call.path === "/api/settings/salon" && call.method === "GET") return { status: 200, body: info };
    if (call.path === "/api/settings/salon" && call.method === "PUT") {
      info = { ...info, ...call.body, name: call.body.name || info.defaults.name };
      return { status: 200, body: info };
    }
    if (call.path === "/api/settings/whatsapp") return { status: 200, body: WHATSAPP_UNSET };
    if (call.path === "/api/whatsapp/status") return status ? { status: 200, body: status } : { status: 500, body: { message: "x" } };
    if (call.path === "/api/settings/hours" && call.method === "GET") return { status: 200, body: saved };
    if (call.path === "/api/backups/latest") return { status: 200, body: { latest: null, running: false } };
    if (call.path === "/api/services") return { status: 200, body: [] };
    if (call.path === "/api/settings/quick-services") return { status: 200, body: { serviceIds: [], custom: false } };
    if (call.path === "/api/settings/appointment-reminders") return { status: 200, body: APPOINTMENT_REMINDER_DEFAULTS };
    if (call.path === "/api/settings/online-booking") return { status: 200, body: ONLINE_BOOKING_DEFAULTS };
    if (call.path === "/api/stylists") return { status: 200, body: [] };
    if (call.path === "/api/settings/fiscal-printer") return { status: 200, body: FISCAL_SETTINGS_DEFAULTS };
    if (call.path === "/api/fiscal-agents") return { status: 200, body: [] };
    if (call.path === "/api/settings/hours" && call.method === "POST") {
      const answer = onSave(call.body);
      if ("status" in answer && answer.status === 200) saved = call.body;
      return answer;
    }
    return undefined;
  });
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

async function renderPage() {
  render(
    <Provider store={storeSignedInAs("owner")}>
      <MemoryRouter>
        <SettingsPage />
      </MemoryRouter>
      <Toaster />
    </Provider>,
  );
  await settle(40);
}

const day = (name: string) => screen.getByRole("group", { name });
const timeIn = (dayName: string, label: string) => within(day(dayName)).getByLabelText<HTMLInputElement>(label);
const errorUnder = (input: HTMLElement) => {
  const id = (input.getAttribute("aria-describedby") ?? "").split(" ").find((i) => i.endsWith("-error"));
  return id ? document.getElementById(id)?.textContent : undefined;
};
const toastText = () => `${screen.queryByRole("status")?.textContent ?? ""}${screen.queryByRole("alert")?.textContent ?? ""}`;
async function save() {
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Salva Orari Settimanali" }));
  });
  await settle(40);
}

describe("Impostazioni: WhatsApp", () => {
  test("not configured: three indicators, the business account id only a warning, and the hint", async () => {
    salon({ status: { ...NOT_CONFIGURED, hasPhoneNumberId: true } });
    await renderPage();
    expect(screen.getByText("Non configurato")).toBeTruthy();
    const items = within(screen.getByRole("list", { name: "Variabili WhatsApp" })).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual([
      "✕Access TokenMancante: necessario per l'invio",
      "✓Phone Number IDImpostato",
      "!Business Account IDMancante: facoltativo, l'invio funziona anche senza",
    ]);
    expect(screen.getByText("WHATSAPP_ACCESS_TOKEN")).toBeTruthy();
    expect(screen.getByText("WHATSAPP_PHONE_NUMBER_ID")).toBeTruthy();
  });

  test("configured: the badge says so and no hint is shown", async () => {
    salon({ status: { configured: true, hasAccessToken: true, hasPhoneNumberId: true, hasBusinessAccountId: false } });
    await renderPage();
    expect(screen.getByText("Configurato")).toBeTruthy();
    expect(screen.queryByText("WHATSAPP_ACCESS_TOKEN")).toBeNull();
  });

  test("the status cannot be loaded: says so", async () => {
    salon({ status: null });
    await renderPage();
    expect(screen.getByText("Impossibile caricare lo stato di WhatsApp. Riprova più tardi.")).toBeTruthy();
  });
});

describe("Impostazioni: orari settimanali", () => {
  test("shows the saved week, Monday first; a closed day's times cannot be edited", async () => {
    salon();
    await renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Impostazioni" })).toBeTruthy();
    expect(timeIn("Lunedì", "Apertura").value).toBe("08:00");
    expect(timeIn("Lunedì", "Chiusura").value).toBe("22:00");
    expect(within(day("Domenica")).getByRole("switch").getAttribute("aria-checked")).toBe("false");
    expect(within(day("Domenica")).getByText("Chiuso")).toBeTruthy();
    expect(timeIn("Domenica", "Apertura").disabled).toBe(true);
    fireEvent.click(within(day("Domenica")).getByRole("switch"));
    expect(within(day("Domenica")).getByText("Aperto")).toBeTruthy();
    expect(timeIn("Domenica", "Apertura").disabled).toBe(false);
  });

  // The server turns an old flat { openTime, closeTime } value into the week itself (its own
  // test); an answer in that shape means the server and the screen disagree, which must be seen.
  test("an answer that does not match the week's schema fails loudly instead of showing defaults", async () => {
    const quiet = spyOn(console, "error").mockImplementation(() => {});
    salon({ hours: { openTime: "09:30", closeTime: "19:00" } });
    await renderPage();
    expect(screen.getByText("Impossibile caricare gli orari del salone")).toBeTruthy();
    expect(screen.getByText(/GET \/api\/settings\/hours non conforme allo schema: monday/)).toBeTruthy();
    quiet.mockRestore();
  });

  test("saving sends the seven days, shows 'Salvando...' meanwhile, then the success toast", async () => {
    let release: (a: Answer) => void = () => {};
    const calls = salon({ onSave: () => new Promise<Answer>((resolve) => (release = resolve)) });
    await renderPage();
    fireEvent.change(timeIn("Martedì", "Chiusura"), { target: { value: "19:30" } });
    fireEvent.click(within(day("Lunedì")).getByRole("switch"));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Salva Orari Settimanali" }));
    });
    await settle(10);
    const busy = screen.getByRole("button", { name: "Salvando..." });
    expect(busy.hasAttribute("disabled")).toBe(true);
    const sent: WeeklyOpeningHours = calls.find((c) => c.method === "POST")!.body;
    expect(Object.keys(sent)).toEqual(["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]);
    expect(sent.monday).toEqual({ openTime: "08:00", closeTime: "22:00", isOpen: false });
    expect(sent.tuesday).toEqual({ openTime: "08:00", closeTime: "19:30", isOpen: true });
    await act(async () => release({ status: 200, body: sent }));
    await settle(40);
    expect(toastText()).toContain("Orari settimanali salvati con successo");
    expect(toastText()).toContain("Il calendario si aggiornerà automaticamente");
    expect(screen.getByRole("button", { name: "Salva Orari Settimanali" })).toBeTruthy();
  });

  test.each<[string, string, string]>([
    ["opening", "Apertura", OPEN_TIME_REQUIRED],
    ["closing", "Chiusura", CLOSE_TIME_REQUIRED],
  ])("an open day without its %s time: the message under the field, nothing sent", async (_label, field, message) => {
    const calls = salon();
    await renderPage();
    fireEvent.change(timeIn("Giovedì", field), { target: { value: "" } });
    await save();
    expect(errorUnder(timeIn("Giovedì", field))).toBe(message);
    expect(document.activeElement).toBe(timeIn("Giovedì", field));
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  test("a closed day may have empty times", async () => {
    const calls = salon();
    await renderPage();
    fireEvent.change(timeIn("Giovedì", "Apertura"), { target: { value: "" } });
    fireEvent.click(within(day("Giovedì")).getByRole("switch"));
    await save();
    expect(calls.find((c) => c.method === "POST")?.body.thursday).toEqual({ openTime: "08:00", closeTime: "22:00", isOpen: false });
  });

  test("the server refuses: 'Errore' with 'Impossibile salvare gli orari: ' and its text", async () => {
    salon({ onSave: () => ({ status: 400, body: { message: OPEN_TIME_REQUIRED, code: "validation", fields: { "friday.openTime": OPEN_TIME_REQUIRED } } }) });
    await renderPage();
    await save();
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("Errore");
    expect(alert.textContent).toContain(`Impossibile salvare gli orari: ${OPEN_TIME_REQUIRED}`);
    expect(errorUnder(timeIn("Venerdì", "Apertura"))).toBe(OPEN_TIME_REQUIRED);
  });
});

describe("Impostazioni: informazioni salone", () => {
  test("saved on the server, for the booking page and the messages; a bad VAT number is named under its field", async () => {
    const calls = salon();
    await renderPage();
    const card = () => screen.getByRole("form", { name: "Informazioni salone" });
    fireEvent.change(within(card()).getByLabelText("Nome del salone"), { target: { value: "Salone Bella" } });
    fireEvent.change(within(card()).getByLabelText("Partita IVA"), { target: { value: "IT123" } });
    await act(async () => {
      fireEvent.click(within(card()).getByRole("button", { name: "Salva" }));
    });
    expect(errorUnder(within(card()).getByLabelText("Partita IVA"))).toBe(VAT_INVALID);
    expect(calls.filter((c) => c.method === "PUT")).toHaveLength(0);
    fireEvent.change(within(card()).getByLabelText("Partita IVA"), { target: { value: "IT00743110157" } });
    await act(async () => {
      fireEvent.click(within(card()).getByRole("button", { name: "Salva" }));
    });
    await settle(40);
    expect(toastText()).toContain("Informazioni salvate");
    expect(calls.find((c) => c.method === "PUT")?.body).toMatchObject({ name: "Salone Bella", vatNumber: "IT00743110157" });
    expect(screen.getByLabelText<HTMLInputElement>("Nome del salone").value).toBe("Salone Bella");
  });
});

describe("Impostazioni: nothing typed can break the page", () => {
  const reads = {
    "/api/whatsapp/status": NOT_CONFIGURED,
    "/api/settings/hours": SETTINGS_DEFAULT_OPENING_HOURS,
    "/api/settings/salon": SALON_INFO,
    "/api/settings/whatsapp": WHATSAPP_UNSET,
  };

  test("abusing every field of a day of the opening hours never throws; an emptied opening is named", async () => {
    const server = serveForAbuse(reads);
    try {
      await renderPage();
      const hours = () => screen.getByRole("form", { name: "Orari settimanali" });
      // Every day is the same row; Monday's fields stand for all seven.
      const errors = await abuseForm(() => day("Lunedì"), () => fireEvent.click(screen.getByRole("button", { name: "Salva Orari Settimanali" })));
      expect(errors).toEqual([]);
      expect(screen.queryByText(FALLBACK_TEXT)).toBeNull();
      expect(hours()).toBeTruthy();
      const monday = screen.getByRole("group", { name: "Lunedì" });
      const open = within(monday).getByLabelText<HTMLSelectElement>("Apertura");
      if (open.disabled) fireEvent.click(within(monday).getByRole("switch"));
      fireEvent.change(within(monday).getByLabelText("Apertura"), { target: { value: "" } });
      await save();
      expect(errorUnder(within(monday).getByLabelText("Apertura"))).toBe(OPEN_TIME_REQUIRED);
    } finally {
      server.restore();
    }
  }, 60_000);

  test("abusing every field of the salon's details never throws", async () => {
    const server = serveForAbuse(reads);
    try {
      await renderPage();
      const info = () => screen.getByRole("form", { name: "Informazioni salone" });
      const errors = await abuseForm(info, () => fireEvent.click(within(info()).getByRole("button", { name: "Salva" })));
      expect(errors).toEqual([]);
      expect(screen.queryByText(FALLBACK_TEXT)).toBeNull();
      expect(info()).toBeTruthy();
    } finally {
      server.restore();
    }
  }, 60_000);
});
