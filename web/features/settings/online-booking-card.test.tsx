import { afterEach, expect, test } from "bun:test";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { Provider } from "jotai";
import { ONLINE_BOOKING_DEFAULTS, WINDOW_INVALID, type OnlineBookingSettings } from "../../../src/domain/schemas/online-booking";
import type { Role } from "../../../src/domain/roles";
import type { Service } from "../../../src/domain/schemas/services";
import type { Stylist } from "../../../src/domain/schemas/stylists";
import { storeSignedInAs } from "../../entities/auth-fixtures";
import { fakeApi } from "../../lib/fake-api";
import { stubGlobal } from "../../lib/test-globals";
import { settle } from "../../ui/test-utils";
import { Toaster } from "../../ui/toast";
import { OnlineBookingCard } from "./online-booking-card";

afterEach(cleanup);

const SERVICES: Service[] = [
  { id: 1, name: "Taglio donna", duration: 45, price: 3500, description: "", processingMinutes: 0, finishingMinutes: 0, category: "", stylistIds: [], vatRatePercent: 22, patchTestRequired: false },
  { id: 2, name: "Colore", duration: 90, price: 6000, description: "", processingMinutes: 0, finishingMinutes: 0, category: "", stylistIds: [], vatRatePercent: 22, patchTestRequired: false },
];
const STYLISTS: Stylist[] = [
  { id: 7, name: "Giulia Rossi", phone: "", email: "" },
  { id: 8, name: "Marco Neri", phone: "", email: "" },
];

function salon(saved: OnlineBookingSettings = ONLINE_BOOKING_DEFAULTS, stylists: Stylist[] = STYLISTS) {
  let current = saved;
  return fakeApi((call) => {
    if (call.path === "/api/services") return { status: 200, body: SERVICES };
    if (call.path === "/api/stylists") return { status: 200, body: stylists };
    if (call.path === "/api/settings/online-booking" && call.method === "GET") return { status: 200, body: current };
    if (call.path === "/api/settings/online-booking" && call.method === "PUT") {
      current = { ...current, ...call.body };
      return { status: 200, body: current };
    }
    return undefined;
  });
}

async function renderCard(role: Role = "owner") {
  render(
    <Provider store={storeSignedInAs(role)}>
      <OnlineBookingCard />
      <Toaster />
    </Provider>,
  );
  await settle(40);
}
const form = () => within(screen.getByRole("form", { name: "Prenotazioni online" }));
const save = async () => {
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Salva prenotazioni online" })));
  await settle(40);
};

test("no stylists yet: it points to the Stilisti page, as the sidebar names it", async () => {
  salon(ONLINE_BOOKING_DEFAULTS, []);
  await renderCard();
  expect(form().getByText("Aggiungi prima gli stilisti nella pagina Stilisti.")).toBeTruthy();
});

test("off by default: the switch, the public link to copy and the defaults", async () => {
  salon();
  await renderCard();
  expect(screen.getByRole("heading", { level: 2, name: "Prenotazioni online" })).toBeTruthy();
  expect(form().getByRole("switch", { name: "Prenotazioni online" }).getAttribute("aria-checked")).toBe("false");
  expect(form().getByLabelText<HTMLInputElement>("Link da condividere con i clienti").value).toBe(`${location.origin}/prenota`);
  // The page's heading comes from Informazioni Salone, kept on the server.
  expect(form().getByText(/nome, indirizzo e telefono di «Informazioni Salone»/)).toBeTruthy();
  expect(form().getByLabelText<HTMLSelectElement>("Intervallo tra gli orari").value).toBe("15");
  expect(form().getByLabelText<HTMLSelectElement>("Preavviso minimo").selectedOptions[0]!.textContent).toBe("2 h");
  expect(form().getByLabelText<HTMLInputElement>("Prenotabile fino a (giorni)").value).toBe("60");
  expect(form().getByLabelText<HTMLInputElement>("Annullabile fino a (ore prima)").value).toBe("24");
  expect(form().getByRole("switch", { name: "Richiedi approvazione" }).getAttribute("aria-checked")).toBe("false");
  expect(form().getByLabelText<HTMLInputElement>("Prenotazioni online al giorno (massimo)").value).toBe("40");
  expect(form().getByLabelText<HTMLInputElement>("Richieste da approvare scadono dopo (ore)").value).toBe("12");
  expect(screen.getByRole("button", { name: "Salva prenotazioni online" }).hasAttribute("disabled")).toBe(true);
});

test("switched on with no service or stylist: the card says what is missing and sends nothing", async () => {
  const calls = salon();
  await renderCard();
  fireEvent.click(form().getByRole("switch", { name: "Prenotazioni online" }));
  await save();
  expect(form().getByRole("alert").textContent).toBe("Per attivare le prenotazioni online scegli almeno un servizio e uno stilista");
  expect(within(screen.getByRole("group", { name: "Servizi prenotabili online" })).getByText("Scegli almeno un servizio prenotabile online")).toBeTruthy();
  expect(within(screen.getByRole("group", { name: "Stilisti che accettano prenotazioni online" })).getByText("Scegli almeno uno stilista che riceve prenotazioni online")).toBeTruthy();
  expect(calls.some((c) => c.method === "PUT")).toBe(false);
});

test("the server's refusal to switch on (a stylist archived meanwhile) shows by the switch and the list", async () => {
  fakeApi((call) => {
    if (call.path === "/api/services") return { status: 200, body: SERVICES };
    if (call.path === "/api/stylists") return { status: 200, body: STYLISTS };
    if (call.method === "GET") return { status: 200, body: { ...ONLINE_BOOKING_DEFAULTS, serviceIds: [1], stylistIds: [7] } };
    return {
      status: 400,
      body: {
        message: "Per attivare le prenotazioni online scegli almeno un servizio e uno stilista",
        code: "online_booking_incomplete",
        fields: { stylistIds: "Scegli almeno uno stilista che riceve prenotazioni online" },
      },
    };
  });
  await renderCard();
  fireEvent.click(form().getByRole("switch", { name: "Prenotazioni online" }));
  await save();
  expect(form().getByRole("alert").textContent).toBe("Per attivare le prenotazioni online scegli almeno un servizio e uno stilista");
  expect(within(screen.getByRole("group", { name: "Stilisti che accettano prenotazioni online" })).getByText("Scegli almeno uno stilista che riceve prenotazioni online")).toBeTruthy();
});

test("the owner turns it on, picks services and stylists and the rules, and saves them all", async () => {
  const calls = salon();
  await renderCard();
  fireEvent.click(form().getByRole("switch", { name: "Prenotazioni online" }));
  fireEvent.click(within(screen.getByRole("group", { name: "Servizi prenotabili online" })).getByLabelText("Colore"));
  fireEvent.click(within(screen.getByRole("group", { name: "Stilisti che accettano prenotazioni online" })).getByLabelText("Giulia Rossi"));
  fireEvent.change(form().getByLabelText("Intervallo tra gli orari"), { target: { value: "30" } });
  fireEvent.change(form().getByLabelText("Preavviso minimo"), { target: { value: "1440" } });
  fireEvent.change(form().getByLabelText("Prenotabile fino a (giorni)"), { target: { value: " 30 " } });
  fireEvent.change(form().getByLabelText("Annullabile fino a (ore prima)"), { target: { value: "48" } });
  fireEvent.click(form().getByRole("switch", { name: "Richiedi approvazione" }));
  fireEvent.change(form().getByLabelText("Prenotazioni online al giorno (massimo)"), { target: { value: "15" } });
  fireEvent.change(form().getByLabelText("Richieste da approvare scadono dopo (ore)"), { target: { value: "4" } });
  await save();
  expect(calls.filter((c) => c.method === "PUT").map((c) => c.body)).toEqual([
    {
      enabled: true,
      serviceIds: [2],
      stylistIds: [7],
      slotStepMinutes: 30,
      minNoticeMinutes: 1440,
      windowDays: 30,
      cancelLimitHours: 48,
      requireApproval: true,
      dailyLimit: 15,
      pendingExpiryHours: 4,
    },
  ]);
  expect(screen.getByText("Prenotazioni online salvate")).toBeTruthy();
  expect(screen.getByRole("button", { name: "Salva prenotazioni online" }).hasAttribute("disabled")).toBe(true);
});

test("a window that is not a whole number of days gets the schema's message and nothing is sent", async () => {
  const calls = salon();
  await renderCard();
  fireEvent.change(form().getByLabelText("Prenotabile fino a (giorni)"), { target: { value: "dieci" } });
  await save();
  expect(screen.getByText(WINDOW_INVALID)).toBeTruthy();
  expect(calls.some((c) => c.method === "PUT")).toBe(false);
});

test("the server's field message shows under the list it names", async () => {
  fakeApi((call) => {
    if (call.path === "/api/services") return { status: 200, body: SERVICES };
    if (call.path === "/api/stylists") return { status: 200, body: STYLISTS };
    if (call.method === "GET") return { status: 200, body: ONLINE_BOOKING_DEFAULTS };
    return { status: 400, body: { message: "Servizio non trovato o non più disponibile", code: "invalid_reference", fields: { serviceIds: "Servizio non trovato o non più disponibile" } } };
  });
  await renderCard();
  fireEvent.click(within(screen.getByRole("group", { name: "Servizi prenotabili online" })).getByLabelText("Taglio donna"));
  await save();
  expect(within(screen.getByRole("group", { name: "Servizi prenotabili online" })).getByText("Servizio non trovato o non più disponibile")).toBeTruthy();
});

test("'Copia link' copies the public page's address", async () => {
  salon();
  let copied = "";
  stubGlobal(navigator, "clipboard", { writeText: async (text: string) => void (copied = text) } as unknown as Clipboard);
  await renderCard();
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copia link" })));
  await settle();
  expect(copied).toBe(`${location.origin}/prenota`);
  expect(screen.getByText("Link copiato")).toBeTruthy();
});

test("reception and stylists do not see the card, nor ask for its settings", async () => {
  for (const role of ["reception", "stylist"] as const) {
    const calls = salon();
    await renderCard(role);
    expect(screen.queryByText("Prenotazioni online")).toBeNull();
    expect(calls.some((c) => c.path === "/api/settings/online-booking")).toBe(false);
    cleanup();
  }
});
