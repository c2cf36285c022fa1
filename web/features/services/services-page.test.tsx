import { afterEach, describe, expect, test } from "bun:test";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { Provider } from "jotai";
import type { Role } from "../../../src/domain/roles";
import { storeSignedInAs } from "../../entities/auth-fixtures";
import { Toaster } from "../../ui/toast";
import { settle } from "../../ui/test-utils";
import ServicesPage from "./services-page";
import { fakeApi } from "../../lib/fake-api";

type Route = (method: string, path: string) => { status: number; body: unknown } | undefined;

function serve(route: Route) {
  fakeApi((call) => route(call.method, call.path));
}

afterEach(() => {
  cleanup();
});

async function renderPage(role: Role = "owner") {
  render(
    <Provider store={storeSignedInAs(role)}>
      <ServicesPage />
      <Toaster />
    </Provider>,
  );
  await settle(30);
}

const TAGLIO = { id: 3, name: "Taglio donna", duration: 45, price: 3500, description: "Shampoo, taglio e piega", processingMinutes: 0, finishingMinutes: 0, category: "", stylistIds: [], vatRatePercent: 22, patchTestRequired: false };

describe("Servizi", () => {
  test("empty: says what to do and opens the dialog", async () => {
    serve(() => ({ status: 200, body: [] }));
    await renderPage();
    expect(screen.getByText("Nessun servizio ancora")).toBeTruthy();
    fireEvent.click(screen.getAllByRole("button", { name: "Nuovo Servizio" })[1]!);
    expect(await screen.findByRole("dialog", { name: "Nuovo Servizio" })).toBeTruthy();
  });

  test("a card shows name, minutes, the price in Italian format and the description", async () => {
    serve(() => ({ status: 200, body: [TAGLIO, { ...TAGLIO, id: 4, name: "Colore lungo", duration: 120, price: 123450, description: "" }] }));
    await renderPage();
    const [first, second] = screen.getAllByTestId("service-card");
    const text = (el: HTMLElement) => el.textContent?.replaceAll("\u00a0", " ");
    expect(text(first!)).toContain("Taglio donna35,00 €");
    expect(text(first!)).toContain("45 min");
    expect(text(first!)).toContain("Shampoo, taglio e piega");
    expect(text(second!)).toContain("1234,50 €");
    expect(text(second!)).toContain("120 min");
  });

  test("cards sit under their category, suggested ones first; posa, finishing and who performs it are shown", async () => {
    const details = { processingMinutes: 0, finishingMinutes: 0, stylistIds: [] as number[], vatRatePercent: 22, patchTestRequired: false };
    serve((_m, path) =>
      path === "/api/stylists"
        ? { status: 200, body: [{ id: 1, name: "Giulia", phone: "", email: "" }] }
        : {
            status: 200,
            body: [
              { ...TAGLIO, ...details, category: "Taglio" },
              { ...TAGLIO, ...details, id: 4, name: "Manicure", category: "Unghie" },
              { ...TAGLIO, id: 5, name: "Colore", duration: 75, processingMinutes: 30, finishingMinutes: 15, category: "Colore", stylistIds: [1], vatRatePercent: 22 },
              { ...TAGLIO, ...details, id: 6, name: "Shampoo", category: "" },
            ],
          },
    );
    await renderPage();
    const headings = Array.from(document.querySelectorAll("section[aria-label] > h2")).map((h) => h.textContent);
    expect(headings).toEqual(["Colore", "Taglio", "Unghie", "Altri servizi"]);
    const colour = within(screen.getByRole("list", { name: "Colore" })).getByTestId("service-card");
    expect(colour.textContent).toContain("75 min · posa 30 min · finitura 15 min");
    expect(colour.textContent).toContain("Solo: Giulia");
    expect(within(screen.getByRole("list", { name: "Altri servizi" })).getByText("Shampoo")).toBeTruthy();
  });

  test("delete asks 'Sei sicuro di voler eliminare questo servizio?' and toasts 'Servizio eliminato con successo'", async () => {
    let gone = false;
    serve((m) => {
      if (m === "DELETE") {
        gone = true;
        return { status: 200, body: { id: 3, archived: true } };
      }
      return { status: 200, body: gone ? [] : [TAGLIO] };
    });
    await renderPage();
    fireEvent.click(screen.getByRole("button", { name: "Elimina Taglio donna" }));
    const dialog = await screen.findByRole("dialog", { name: "Sei sicuro di voler eliminare questo servizio?" });
    expect(dialog.textContent).toContain("Gli appuntamenti già presi lo mantengono, con nome e prezzo.");
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Elimina" }));
    });
    await settle(30);
    expect(within(screen.getByRole("status")).getByText("Servizio eliminato con successo")).toBeTruthy();
    expect(screen.getByText("Nessun servizio ancora")).toBeTruthy();
  });

  test("a failed delete toasts 'Impossibile eliminare il servizio'", async () => {
    serve((m) => (m === "DELETE" ? { status: 500, body: { message: "Errore interno del server" } } : { status: 200, body: [TAGLIO] }));
    await renderPage();
    fireEvent.click(screen.getByRole("button", { name: "Elimina Taglio donna" }));
    const dialog = await screen.findByRole("dialog");
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Elimina" }));
    });
    await settle(30);
    expect(within(screen.getByRole("alert")).getByText("Impossibile eliminare il servizio")).toBeTruthy();
  });
});

test("reception reads the services: no Nuovo Servizio, Modifica or Elimina", async () => {
  serve(() => ({ status: 200, body: [TAGLIO] }));
  await renderPage("reception");
  expect(screen.getByTestId("service-card").textContent).toContain("Taglio donna");
  expect(screen.queryByRole("button", { name: "Nuovo Servizio" })).toBeNull();
  expect(screen.queryByRole("button", { name: /^Modifica/ })).toBeNull();
  expect(screen.queryByRole("button", { name: /^Elimina/ })).toBeNull();
});
