// "Cliente di passaggio" in the booking dialog: a first name at most, no phone, one request.
import { afterEach, expect, test } from "bun:test";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Provider } from "jotai";
import { storeSignedInAs } from "../../entities/auth-fixtures";
import { AppointmentFormDialog } from "./appointment-form-dialog";
import { fakeApi } from "../../lib/fake-api";
import { emptyForm } from "./form-model";

afterEach(cleanup);

function book(initial = emptyForm({ date: "2026-03-30", stylistId: "9", serviceId: "5" })) {
  const calls = fakeApi((call) => (call.method === "GET" ? { status: 200, body: [] } : { status: 201, body: { id: 7 } }));
  render(
    <Provider store={storeSignedInAs("owner")}>
      <AppointmentFormDialog open onOpenChange={() => {}} initial={initial} hoursFor={() => [9, 10, 11]} />
    </Provider>,
  );
  return () => calls.filter((call) => call.method !== "GET");
}

test("with a first name only: sent as newClient { walkIn: true, firstName }, no phone asked", async () => {
  const writes = book();
  fireEvent.change(screen.getByLabelText("Cliente"), { target: { value: "Maria" } });
  fireEvent.click(screen.getByRole("button", { name: "Cliente di passaggio" }));
  const name = screen.getByLabelText("Nome (facoltativo)") as HTMLInputElement;
  // What was typed in the search is her first name.
  expect(name.value).toBe("Maria");
  expect(screen.queryByLabelText("Telefono")).toBeNull();
  expect(screen.queryByRole("checkbox", { name: /WhatsApp/ })).toBeNull();
  fireEvent.change(name, { target: { value: " Maria " } });
  fireEvent.click(screen.getByRole("button", { name: "Crea appuntamento" }));
  await waitFor(() => expect(writes()).toHaveLength(1));
  expect(writes()[0]).toMatchObject({ method: "POST", path: "/api/appointments", body: { newClient: { walkIn: true, firstName: "Maria" } } });
  expect((writes()[0]!.body as Record<string, unknown>).clientId).toBeUndefined();
});

test("without any name it books too; a phone typed in the search is not taken as her name", async () => {
  const writes = book();
  fireEvent.change(screen.getByLabelText("Cliente"), { target: { value: "333 123" } });
  fireEvent.click(screen.getByRole("button", { name: "Cliente di passaggio" }));
  expect((screen.getByLabelText("Nome (facoltativo)") as HTMLInputElement).value).toBe("");
  fireEvent.click(screen.getByRole("button", { name: "Crea appuntamento" }));
  await waitFor(() => expect(writes()).toHaveLength(1));
  expect((writes()[0]!.body as { newClient: unknown }).newClient).toEqual({ walkIn: true, firstName: "" });
});

test("'Cerca o crea un cliente' goes back to the search with its phone field", () => {
  book();
  fireEvent.click(screen.getByRole("button", { name: "Cliente di passaggio" }));
  fireEvent.click(screen.getByRole("button", { name: "Cerca o crea un cliente" }));
  expect(screen.getByLabelText("Telefono")).toBeDefined();
  expect(screen.queryByLabelText("Nome (facoltativo)")).toBeNull();
});
