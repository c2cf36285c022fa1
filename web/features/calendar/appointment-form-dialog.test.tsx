import { afterEach, expect, mock, test } from "bun:test";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { AppointmentFormDialog } from "./appointment-form-dialog";
import { emptyForm } from "./form-model";

const realFetch = globalThis.fetch;
afterEach(() => {
  cleanup();
  globalThis.fetch = realFetch;
});

function renderDialog(initial = emptyForm({ date: "2026-03-29" })) {
  const store = createStore();
  return render(
    <Provider store={store}>
      <AppointmentFormDialog open onOpenChange={() => {}} initial={initial} hoursFor={() => [9, 10, 11]} />
    </Provider>,
  );
}

test("submitting an empty form shows the spec's messages under the fields and keeps the dialog", async () => {
  renderDialog();
  fireEvent.click(screen.getByRole("button", { name: "Crea appuntamento" }));
  await waitFor(() => expect(screen.getByText("Dati cliente richiesti")).toBeDefined());
  expect(screen.getByText("Stilista è richiesto")).toBeDefined();
  expect(screen.getByText("Servizio è richiesto")).toBeDefined();
  expect(screen.getByRole("dialog")).toBeDefined();
  expect(screen.getByLabelText("Nome e cognome").getAttribute("aria-invalid")).toBe("true");
});

test("the header names the mode and the day, or says the date is invalid", () => {
  renderDialog();
  expect(screen.getByText(/^NUOVO · domenica 29 marzo 2026$/)).toBeDefined();
  cleanup();
  renderDialog(emptyForm({ date: "2026-02-30" }));
  expect(screen.getByText(/DATA NON VALIDA/)).toBeDefined();
});

test("the phone accepts digits only, at most 10, grouped 3-3-4 while typing", () => {
  renderDialog();
  const phone = screen.getByLabelText("Telefono") as HTMLInputElement;
  fireEvent.change(phone, { target: { value: "333a12b3456789" } });
  expect(phone.value).toBe("333 123 4567");
});

test("a manual duration is marked custom with a way back to the service's own", async () => {
  renderDialog();
  const duration = screen.getByLabelText(/Durata/) as HTMLSelectElement;
  fireEvent.change(duration, { target: { value: "45" } });
  expect(screen.getByLabelText("durata personalizzata")).toBeDefined();
  expect(screen.getByText(/Fine:/).textContent).toContain("09:45");
});

test("a new client is booked in one request: the server creates client and appointment together", async () => {
  const writes: { method: string; url: string; body: unknown }[] = [];
  globalThis.fetch = mock(async (url: string | URL | Request, init?: RequestInit) => {
    const method = init?.method ?? "GET";
    if (method === "GET") return Response.json([]);
    writes.push({ method, url: String(url), body: JSON.parse(String(init?.body)) });
    return Response.json({ id: 7 }, { status: 201 });
  }) as unknown as typeof fetch;
  renderDialog(
    emptyForm({ date: "2026-03-30", stylistId: "9", serviceId: "5", clientName: "Anna Maria Neri", clientPhone: "333 555 6666" }),
  );
  fireEvent.click(screen.getByRole("button", { name: "Crea appuntamento" }));
  await waitFor(() => expect(writes).toHaveLength(1));
  expect(writes[0]).toEqual({
    method: "POST",
    url: "/api/appointments",
    body: {
      newClient: { firstName: "Anna", lastName: "Maria Neri", phone: "3335556666", email: "", notes: "" },
      stylistId: 9,
      serviceId: 5,
      date: "2026-03-30",
      startTime: "09:00",
      endTime: "09:30",
      notes: "",
    },
  });
});
