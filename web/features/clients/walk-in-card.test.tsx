import { afterEach, expect, test } from "bun:test";
import { cleanup, render, screen, within } from "@testing-library/react";
import { Provider } from "jotai";
import { MemoryRouter } from "react-router-dom";
import { storeSignedInAs } from "../../entities/auth-fixtures";
import { settle } from "../../ui/test-utils";
import type { Client } from "../../../src/domain/schemas/clients";
import ClientsPage from "./clients-page";
import { fakeApi } from "../../lib/fake-api";
import { answerClients } from "../../entities/clients-fixtures";

afterEach(cleanup);

const walkIn = (id: number, firstName: string): Client => ({ id, firstName, lastName: "", phone: "", email: "", notes: "", whatsappConsent: false, whatsappConsentAt: null, walkIn: true });

test("a walk-in's card reads 'Maria (Cliente di passaggio)' with no phone, one without a name 'Cliente di passaggio'", async () => {
  fakeApi((call) => answerClients(() => [walkIn(1, "Maria"), walkIn(2, "")], call.method, call.path));
  render(
    <Provider store={storeSignedInAs("owner")}>
      <MemoryRouter>
        <ClientsPage />
      </MemoryRouter>
    </Provider>,
  );
  await settle(30);
  const titles = screen.getAllByTestId("client-card").map((card) => within(card).getByRole("heading").textContent);
  expect(titles.sort()).toEqual(["Cliente di passaggio", "Maria (Cliente di passaggio)"]);
  for (const card of screen.getAllByTestId("client-card")) {
    expect(within(card).getByText("Nessun telefono")).toBeTruthy();
    expect(within(card).queryByRole("link", { name: /\+39/ })).toBeNull();
  }
});
