import { afterEach, describe, expect, test } from "bun:test";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { Provider } from "jotai";
import type { Role } from "../../../src/domain/roles";
import { storeSignedInAs } from "../../entities/auth-fixtures";
import { MemoryRouter } from "react-router-dom";
import { Toaster } from "../../ui/toast";
import { settle } from "../../ui/test-utils";
import StylistsPage from "./stylists-page";
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
      <MemoryRouter>
        <StylistsPage />
      </MemoryRouter>
      <Toaster />
    </Provider>,
  );
  await settle(30);
}

const MARCO = { id: 2, name: "Marco", phone: "3339876543", email: "marco@salone.it" };

describe("Staff", () => {
  test("heading 'Staff'; empty state says what to do", async () => {
    serve(() => ({ status: 200, body: [] }));
    await renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Staff" })).toBeTruthy();
    expect(screen.getByText("Nessuno stilista ancora")).toBeTruthy();
  });

  test("a card shows name, phone +39 3-3-4, email and 'Gestisci Orari'", async () => {
    serve(() => ({ status: 200, body: [MARCO, { id: 3, name: "Sara", phone: "", email: "" }] }));
    await renderPage();
    const [marco, sara] = screen.getAllByTestId("stylist-card");
    expect(within(marco!).getByText("+39 333 987 6543")).toBeTruthy();
    expect(within(marco!).getByText("marco@salone.it")).toBeTruthy();
    expect(within(marco!).getByRole("link", { name: "Gestisci Orari" }).getAttribute("href")).toBe(`/stylist-hours?stylist=${MARCO.id}`);
    expect(within(sara!).getAllByText("—")).toHaveLength(2);
  });

  test("remove asks 'Sei sicuro di voler rimuovere questo stilista?' and toasts 'Stilista rimosso con successo'", async () => {
    let gone = false;
    serve((m) => {
      if (m === "DELETE") {
        gone = true;
        return { status: 200, body: { id: 2, archived: true } };
      }
      return { status: 200, body: gone ? [] : [MARCO] };
    });
    await renderPage();
    fireEvent.click(screen.getByRole("button", { name: "Rimuovi Marco" }));
    const dialog = await screen.findByRole("dialog", { name: "Sei sicuro di voler rimuovere questo stilista?" });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Rimuovi" }));
    });
    await settle(30);
    expect(within(screen.getByRole("status")).getByText("Stilista rimosso con successo")).toBeTruthy();
  });

  test("future appointments: the 409 reason stays on screen until closed, the confirmation closes", async () => {
    serve((m) =>
      m === "DELETE"
        ? { status: 409, body: { message: "Lo stilista ha 2 appuntamenti futuri", code: "stylist_has_future_appointments", futureAppointments: 2 } }
        : { status: 200, body: [MARCO] },
    );
    await renderPage();
    fireEvent.click(screen.getByRole("button", { name: "Rimuovi Marco" }));
    const dialog = await screen.findByRole("dialog");
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Rimuovi" }));
    });
    await settle(30);
    const alert = screen.getByRole("alert");
    expect(within(alert).getByText("Impossibile rimuovere lo stilista")).toBeTruthy();
    expect(within(alert).getByText("Lo stilista ha 2 appuntamenti futuri")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getAllByTestId("stylist-card")).toHaveLength(1);
  });
});
