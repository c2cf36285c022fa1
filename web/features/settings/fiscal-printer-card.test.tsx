import { afterEach, describe, expect, test } from "bun:test";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Provider } from "jotai";
import type { FiscalAgent, FiscalPrinterSettings, PrinterStatusResponse } from "../../../src/domain/schemas/fiscal";
import { storeSignedInAs } from "../../entities/auth-fixtures";
import { FISCAL_SETTINGS_DEFAULTS } from "../../entities/fiscal-fixtures";
import { fakeApi, type FakeCall } from "../../lib/fake-api";
import { settle } from "../../ui/test-utils";
import { Toaster } from "../../ui/toast";
import { FiscalPrinterCard } from "./fiscal-printer-card";

afterEach(cleanup);

const STATUS: PrinterStatusResponse = {
  online: true,
  paperOk: true,
  paperNearEnd: true,
  coverOpen: false,
  fiscalMemoryFull: false,
  lastDocument: { documentNumber: "0042-0007", zRepNumber: 42, amountCents: 6000, date: "2026-11-25", time: "10:30", serial: "99MEX012345" },
  zRepNumber: 42,
  serial: "99MEX012345",
  message: "Stampante pronta",
};

function serve() {
  let saved: FiscalPrinterSettings = { ...FISCAL_SETTINGS_DEFAULTS };
  const agents: FiscalAgent[] = [{ id: 1, name: "PC cassa", lastSeenAt: "2026-11-25T09:05:00.000Z", createdAt: "2026-11-20T09:00:00.000Z" }];
  return fakeApi((call: FakeCall) => {
    if (call.path === "/api/settings/fiscal-printer" && call.method === "GET") return { status: 200, body: saved };
    if (call.path === "/api/settings/fiscal-printer" && call.method === "PUT") {
      saved = call.body;
      return { status: 200, body: saved };
    }
    if (call.path === "/api/settings/fiscal-printer/status") return { status: 200, body: STATUS };
    if (call.path === "/api/fiscal-agents" && call.method === "GET") return { status: 200, body: agents };
    if (call.path === "/api/fiscal-agents" && call.method === "POST") {
      agents.push({ id: 2, name: call.body.name, lastSeenAt: null, createdAt: "2026-11-25T10:00:00.000Z" });
      return { status: 201, body: { id: 2, name: call.body.name, token: "rta_secret123" } };
    }
    return undefined;
  });
}

async function renderCard() {
  render(
    <Provider store={storeSignedInAs("owner")}>
      <FiscalPrinterCard />
      <Toaster />
    </Provider>,
  );
  await settle(40);
}

describe("Impostazioni → Registratore telematico", () => {
  test("printing on without an address: the schema's message under the field, nothing sent", async () => {
    const calls = serve();
    await renderCard();
    fireEvent.click(screen.getByRole("switch", { name: "Stampa fiscale" }));
    fireEvent.click(screen.getByRole("button", { name: "Salva" }));
    await settle(20);
    expect(document.body.textContent).toContain("Indica l'indirizzo del registratore telematico");
    expect(calls.filter((c) => c.method === "PUT")).toHaveLength(0);
  });

  test("saves the address, a department and a payment type as numbers", async () => {
    const calls = serve();
    await renderCard();
    fireEvent.click(screen.getByRole("switch", { name: "Stampa fiscale" }));
    fireEvent.change(screen.getByLabelText("Indirizzo dell'RT"), { target: { value: "http://192.168.1.50" } });
    fireEvent.change(screen.getByLabelText("IVA 10%"), { target: { value: "7" } });
    fireEvent.change(screen.getByLabelText("Indice per Satispay"), { target: { value: "3" } });
    fireEvent.click(screen.getByRole("button", { name: "Salva" }));
    await settle(40);
    const put = calls.find((c) => c.method === "PUT")!;
    expect(put.body.enabled).toBe(true);
    expect(put.body.url).toBe("http://192.168.1.50");
    expect(put.body.departments[1]).toEqual({ vatRatePercent: 10, department: 7 });
    expect(put.body.paymentTypes[2]).toEqual({ method: "satispay", paymentType: 2, index: 3 });
    expect(document.body.textContent).toContain("Registratore telematico salvato");
  });

  test("a department out of range is named under its field", async () => {
    serve();
    await renderCard();
    fireEvent.change(screen.getByLabelText("IVA 22%"), { target: { value: "100" } });
    fireEvent.click(screen.getByRole("button", { name: "Salva" }));
    await settle(20);
    expect(document.body.textContent).toContain("Il reparto deve essere un numero da 1 a 99");
  });

  test("Leggi stato: paper, Z number and last document in Italian", async () => {
    serve();
    await renderCard();
    fireEvent.click(screen.getByRole("button", { name: "Leggi stato" }));
    await settle(40);
    const lines = screen.getByRole("list", { name: "Stato del registratore" }).textContent;
    expect(lines).toContain("Carta in esaurimento");
    expect(lines).toContain("Chiusura giornaliera (Z) in corso: n. 42");
    expect(lines).toContain("Ultimo documento: n. 0042-0007 del 25/11/2026 10:30");
  });

  test("agents: last contact; Nuovo agente shows the command with this origin and the token once", async () => {
    serve();
    await renderCard();
    expect(screen.getByRole("list", { name: "Agenti di stampa" }).textContent).toContain("Ultimo contatto: 25 novembre 2026");
    fireEvent.click(screen.getByRole("button", { name: "Nuovo agente" }));
    await settle(20);
    expect(document.body.textContent).toContain("Indica il nome dell'agente (ad esempio: PC cassa)");
    fireEvent.change(screen.getByLabelText("Nome del nuovo agente"), { target: { value: "PC reception" } });
    fireEvent.click(screen.getByRole("button", { name: "Nuovo agente" }));
    await settle(40);
    expect(screen.getByLabelText("Comando dell'agente").textContent).toBe(`salone rt-agent --server ${window.location.origin} --token rta_secret123`);
    expect(screen.getByRole("list", { name: "Agenti di stampa" }).textContent).toContain("Ultimo contatto: mai");
    fireEvent.click(screen.getByRole("button", { name: "Fatto" }));
    expect(document.body.textContent).not.toContain("rta_secret123");
  });
});
