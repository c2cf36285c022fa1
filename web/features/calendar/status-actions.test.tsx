import { afterEach, describe, expect, test } from "bun:test";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Provider, createStore } from "jotai";
import type { Appointment } from "../../../src/domain/schemas/appointments";
import type { ClientSummary } from "../../../src/domain/schemas/clients";
import { fakeApi, type FakeCall } from "../../lib/fake-api";
import { settle } from "../../ui/test-utils";
import { toastAtom } from "../../ui/toast";
import { CancelledList } from "./cancelled-list";
import { ClientPanel } from "./client-panel";
import { Block } from "./day-cells";
import { StatusActions } from "./status-actions";
import { booked } from "./test-fixtures";

afterEach(cleanup);

function mount(node: React.ReactNode) {
  const store = createStore();
  render(<Provider store={store}>{node}</Provider>);
  return store;
}

/** PUT …/status answers the row with the new status (or `refuse`); DELETE answers the deletion. */
function serve(refuse?: { status: number; body: unknown }) {
  return fakeApi((call: FakeCall) => {
    const status = call.path.match(/^\/api\/appointments\/(\d+)\/status$/);
    if (call.method === "PUT" && status) {
      if (refuse) return refuse;
      const cancelledBy = call.body.status === "cancelled" ? (call.body.cancelledBy ?? "staff") : null;
      return { status: 200, body: booked({ id: Number(status[1]), status: call.body.status, cancelledBy, version: call.body.version + 1 }) };
    }
    if (call.method === "DELETE") return { status: 200, body: { id: 9, message: "Appuntamento cancellato" } };
    if (call.method === "GET") return { status: 200, body: [] };
    return undefined;
  });
}

const buttonNames = (group: HTMLElement) => within(group).getAllByRole("button").map((b) => b.textContent);

describe("the details dialog's status", () => {
  test("a booked appointment offers every next status in one click and sends the version it shows", async () => {
    const calls = serve();
    const store = mount(<StatusActions appointment={booked({ version: 3 })} canEdit />);
    expect(screen.getByRole("region", { name: "Stato dell'appuntamento" }).textContent).toContain("Prenotato");
    const group = screen.getByRole("group", { name: "Segna come" });
    expect(buttonNames(group)).toEqual(["Confermato", "Arrivato", "Completato", "Non presentato", "Annullato dal cliente", "Annullato dal salone"]);
    fireEvent.click(within(group).getByRole("button", { name: "Arrivato" }));
    await waitFor(() => expect(store.get(toastAtom)?.title).toBe("Giulia Rossi: Arrivato"));
    expect(calls.filter((c) => c.method === "PUT").map((c) => [c.path, c.body])).toEqual([["/api/appointments/5/status", { status: "arrived", version: 3 }]]);
  });

  test("a client's phone call is recorded as her cancellation", async () => {
    const calls = serve();
    const store = mount(<StatusActions appointment={booked()} canEdit />);
    fireEvent.click(screen.getByRole("button", { name: "Annullato dal cliente" }));
    await waitFor(() => expect(store.get(toastAtom)?.title).toBe("Giulia Rossi: Annullato dal cliente"));
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ status: "cancelled", version: 1, cancelledBy: "client" });
  });

  test("a cancelled appointment says who cancelled it and may be restored", () => {
    serve();
    mount(<StatusActions appointment={booked({ status: "cancelled", cancelledBy: "client" })} canEdit />);
    expect(screen.getByText("Annullato dal cliente")).toBeTruthy();
    expect(buttonNames(screen.getByRole("group", { name: "Ripristina come" }))).toEqual(["Prenotato", "Confermato"]);
  });

  test("a time taken meanwhile: the server's reason is toasted", async () => {
    serve({ status: 409, body: { code: "slot_taken", message: "Marco ha già un appuntamento dalle 10:00 alle 10:30" } });
    const store = mount(<StatusActions appointment={booked({ status: "cancelled", cancelledBy: "staff" })} canEdit />);
    expect(screen.getByText("Annullato dal salone")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Confermato" }));
    await waitFor(() => expect(store.get(toastAtom)?.description).toBe("Marco ha già un appuntamento dalle 10:00 alle 10:30"));
    expect(store.get(toastAtom)?.variant).toBe("destructive");
  });

  test("someone who may not write it reads the status without buttons", () => {
    mount(<StatusActions appointment={booked({ status: "confirmed" })} canEdit={false} />);
    expect(screen.getByText("Confermato")).toBeTruthy();
    expect(screen.queryByRole("group")).toBeNull();
  });
});

describe("the calendar block", () => {
  test.each([
    ["confirmed", "Confermato"],
    ["arrived", "Arrivato"],
    ["completed", "Completato"],
    ["no_show", "Non presentato"],
    ["pending", "Da approvare"],
  ] as const)("%s reads %p, for the eye and for screen readers", (status, label) => {
    render(<Block appointment={booked({ status })} onOpen={() => {}} />);
    const block = screen.getByRole("button");
    expect(block.dataset.status).toBe(status);
    expect(block.textContent).toContain(label);
    expect(block.getAttribute("title")).toContain(label);
    expect(block.querySelector("svg")).toBeTruthy();
  });

  test("a plain booking carries no badge", () => {
    render(<Block appointment={booked()} onOpen={() => {}} />);
    expect(screen.getByRole("button").dataset.status).toBeUndefined();
    expect(screen.getByRole("button").textContent).toBe("Giulia Rossi10:00–10:30Taglio");
  });
});

describe("Annullati", () => {
  const anna = booked({ id: 7, startTime: "11:00", endTime: "11:30", status: "cancelled", cancelledBy: "client", client: { ...booked().client, firstName: "Anna", lastName: "Gallo" } });
  const giulia = booked({ id: 9, status: "cancelled", cancelledBy: "staff", version: 4 });

  test("nothing cancelled: no button", () => {
    mount(<CancelledList appointments={[]} canWrite={() => true} onOpen={() => {}} />);
    expect(screen.queryByRole("button")).toBeNull();
  });

  test("lists the day's cancelled ones by time, with who cancelled; Ripristina and Elimina", async () => {
    const calls = serve();
    const opened: Appointment[] = [];
    mount(<CancelledList appointments={[anna, giulia]} canWrite={() => true} onOpen={(a) => opened.push(a)} />);
    const toggle = screen.getByRole("button", { name: "Annullati (2)" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const rows = within(screen.getByRole("list", { name: "Appuntamenti annullati" })).getAllByRole("listitem");
    expect(rows.map((r) => r.textContent)).toEqual([
      "10:00–10:30Giulia RossiTaglio · MarcoAnnullato dal saloneRipristinaElimina",
      "11:00–11:30Anna GalloTaglio · MarcoAnnullato dal clienteRipristinaElimina",
    ]);
    fireEvent.click(within(rows[1]!).getByRole("button", { name: "Anna Gallo" }));
    expect(opened.map((a) => a.id)).toEqual([7]);

    fireEvent.click(screen.getByRole("button", { name: "Ripristina l'appuntamento di Anna Gallo delle 11:00" }));
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    expect(calls.find((c) => c.method === "PUT")).toMatchObject({ path: "/api/appointments/7/status", body: { status: "booked", version: 1 } });

    fireEvent.click(screen.getByRole("button", { name: "Elimina l'appuntamento di Giulia Rossi delle 10:00" }));
    await settle(30);
    expect(screen.getByText("Sei sicuro di voler cancellare l'appuntamento di Giulia Rossi?")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Cancella" }));
    await waitFor(() => expect(calls.some((c) => c.method === "DELETE")).toBe(true));
    expect(calls.find((c) => c.method === "DELETE")?.path).toBe("/api/appointments/9?version=4");
  });

  test("deleting one a colleague already deleted: the confirmation closes and says it is gone", async () => {
    fakeApi((call) => (call.method === "DELETE" ? { status: 404, body: { message: "Appuntamento non trovato", code: "not_found" } } : { status: 200, body: [] }));
    mount(<CancelledList appointments={[giulia]} canWrite={() => true} onOpen={() => {}} />);
    fireEvent.click(screen.getByRole("button", { name: "Annullati (1)" }));
    fireEvent.click(screen.getByRole("button", { name: "Elimina l'appuntamento di Giulia Rossi delle 10:00" }));
    await settle(30);
    expect(screen.getByRole("dialog", { name: "Cancella appuntamento" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Cancella" }));
    await settle(100);
    expect(screen.queryByRole("dialog", { name: "Cancella appuntamento" })).toBeNull();
  });

  test("who may not write them reads the list without buttons", () => {
    mount(<CancelledList appointments={[anna]} canWrite={() => false} onOpen={() => {}} />);
    fireEvent.click(screen.getByRole("button", { name: "Annullati (1)" }));
    expect(screen.queryByRole("button", { name: /Ripristina/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /Elimina/ })).toBeNull();
  });
});

describe("the booking's client panel", () => {
  const summary = (noShows: number): ClientSummary => ({
    id: 4,
    appointmentCount: 5,
    reminderCount: 0,
    lastVisit: null,
    usualStylist: null,
    usualService: null,
    pastVisits: 2,
    noShows,
    patchTestDate: null,
    patchTestMonths: 6,
  });

  test.each([
    [2, "2 mancate presentazioni"],
    [1, "1 mancata presentazione"],
  ])("%i no-shows read %p", async (n, text) => {
    fakeApi((call) => (call.path === "/api/clients/4/summary" ? { status: 200, body: summary(n) } : { status: 200, body: [] }));
    mount(<ClientPanel clientId={4} />);
    await waitFor(() => expect(screen.getByText(text)).toBeTruthy());
    expect(screen.getByText("Assenze")).toBeTruthy();
  });

  test("none: nothing said", async () => {
    fakeApi((call) => (call.path === "/api/clients/4/summary" ? { status: 200, body: summary(0) } : { status: 200, body: [] }));
    mount(<ClientPanel clientId={4} />);
    await waitFor(() => expect(screen.getByText("Prima visita")).toBeTruthy());
    expect(screen.queryByText("Assenze")).toBeNull();
  });
});
