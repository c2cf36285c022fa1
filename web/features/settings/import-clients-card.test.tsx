import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { FormData as HappyFormData } from "happy-dom";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Provider, createStore } from "jotai";
import type { ClientImportReport } from "../../../src/domain/schemas/client-import";
import { fakeApi } from "../../lib/fake-api";
import { settle } from "../../ui/test-utils";
import { Toaster } from "../../ui/toast";
import { ImportClientsCard } from "./import-clients-card";

// The test preload's File is happy-dom's, which Bun's own FormData refuses: use happy-dom's FormData too.
const nativeFormData = globalThis.FormData;
beforeEach(() => {
  globalThis.FormData = HappyFormData as unknown as typeof FormData;
});
afterEach(() => {
  cleanup();
  globalThis.FormData = nativeFormData;
});

/** "Cognome;Nome;Cellulare;Note" in Windows-1252, as Excel saves it on an Italian PC. */
const excel = () =>
  new File([Uint8Array.from([..."Cognome;Nome;Cellulare;Note\r\nDell'Orto;Nicolò;333 1234567;più volume\r\n"].map((c) => c.charCodeAt(0)))], "clienti.csv", { type: "text/csv" });

const report = (over: Partial<ClientImportReport> = {}): ClientImportReport => ({
  rows: 1,
  new: 1,
  duplicates: [],
  merged: 0,
  refused: [],
  imported: false,
  notStored: [],
  ...over,
});

async function pickFile() {
  render(
    <Provider store={createStore()}>
      <ImportClientsCard />
      <Toaster />
    </Provider>,
  );
  await act(async () => {
    fireEvent.change(screen.getByLabelText("File CSV"), { target: { files: [excel()] } });
  });
  await settle();
}

describe("ImportClientsCard", () => {
  test("a file is read in the browser: encoding, separator, guessed columns and the preview", async () => {
    fakeApi(() => undefined);
    await pickFile();
    expect((screen.getByLabelText("Codifica") as HTMLSelectElement).value).toBe("windows-1252");
    expect((screen.getByLabelText("Separatore") as HTMLSelectElement).value).toBe(";");
    expect((screen.getByLabelText("Campo per la colonna Cellulare") as HTMLSelectElement).value).toBe("phone");
    expect(screen.getByRole("cell", { name: "Nicolò" })).toBeTruthy();
    expect((screen.getByRole("button", { name: "Importa" }) as HTMLButtonElement).disabled).toBe(true);
  });

  test("Prova sends the file and the mapping; refused rows keep Importa off", async () => {
    const calls = fakeApi(() => ({ status: 400, body: { message: "Nessun cliente importato", code: "import_refused", report: report({ new: 0, refused: [{ row: 1, reason: "Email non valida" }] }) } }));
    await pickFile();
    fireEvent.change(screen.getByLabelText("Campo per la colonna Note"), { target: { value: "ignore" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Prova" })));
    await settle();
    expect(calls[0]!.path).toBe("/api/clients/import?dryRun=1");
    const form = calls[0]!.body as FormData;
    expect(JSON.parse(String(form.get("mapping")))).toEqual({ Cognome: "lastName", Nome: "firstName", Cellulare: "phone", Note: "ignore" });
    expect([form.get("encoding"), form.get("separator"), form.get("duplicates")]).toEqual(["windows-1252", ";", "skip"]);
    expect(screen.getByText("Riga 1: Email non valida")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Importa" }) as HTMLButtonElement).disabled).toBe(true);
  });

  test("a clean dry run enables Importa; the import says it is done", async () => {
    const calls = fakeApi((call) => ({ status: 200, body: report({ imported: !call.path.includes("dryRun") }) }));
    await pickFile();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Prova" })));
    await settle();
    expect(screen.getByText(/Prova: 1 riga · 1 nuovo cliente/)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Importa" })));
    await settle();
    expect(calls.map((c) => c.path)).toEqual(["/api/clients/import?dryRun=1", "/api/clients/import"]);
    expect(screen.getByText(/Importazione completata: 1 riga · 1 nuovo cliente/)).toBeTruthy();
  });
});
