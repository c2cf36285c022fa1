import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { focusedName } from "../../ui/test-utils";
import { StylistFormDialog } from "./stylist-form-dialog";
import { abuseForm, FALLBACK_TEXT, serveForAbuse } from "../../ui/form-abuse";
import { formDialogHarness } from "../../ui/form-dialog-harness";

const { calls, reset, serve, field, type, submit, ...dialog } = formDialogHarness(/Aggiungi Stilista|Salva Modifiche/);

beforeEach(() => {
  reset();
});
afterEach(() => {
  cleanup();
});

const MARCO = { id: 2, name: "Marco", phone: "3339876543", email: "marco@salone.it" };

const open = (stylist: typeof MARCO | null = null) =>
  dialog.open((onOpenChange) => <StylistFormDialog open onOpenChange={onOpenChange} stylist={stylist} />);

describe("StylistFormDialog", () => {
  test("the name is required: 'Nome è richiesto', focused, nothing sent", async () => {
    serve();
    await open();
    await submit();
    expect(screen.getByText("Nome è richiesto")).toBeTruthy();
    expect(focusedName()).toBe("input Nome");
    expect(calls).toEqual([]);
  });

  test("email valid or empty: 'Email non valida'", async () => {
    serve();
    await open();
    type("Nome", "Sara");
    type("Email", "sara@salone");
    await submit();
    expect(screen.getByText("Email non valida")).toBeTruthy();
    expect(focusedName()).toBe("input Email");
  });

  test("phone and email are optional; 'Stilista aggiunto con successo'", async () => {
    serve({ status: 201, body: { id: 4, name: "Sara", phone: "", email: "" } });
    const { onOpenChange } = await open();
    type("Nome", "Sara");
    await submit();
    expect(calls).toEqual([{ url: "/api/stylists", method: "POST", body: { name: "Sara", phone: "", email: "" } }]);
    expect(within(screen.getByRole("status")).getByText("Stilista aggiunto con successo")).toBeTruthy();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  test("editing: phone grouped, the full number sent; 'Stilista aggiornato con successo'", async () => {
    serve({ status: 200, body: MARCO });
    await open(MARCO);
    expect(field("Telefono").value).toBe("333 987 6543");
    type("Telefono", "347 111 22x33");
    expect(field("Telefono").value).toBe("347 111 2233");
    await submit();
    expect(calls[0]).toMatchObject({ url: "/api/stylists/2", method: "PUT", body: { phone: "+393471112233" } });
    expect(within(screen.getByRole("status")).getByText("Stilista aggiornato con successo")).toBeTruthy();
  });

  test.each<[typeof MARCO | null, string]>([
    [null, "Impossibile aggiungere lo stilista"],
    [MARCO, "Impossibile aggiornare lo stilista"],
  ])("a failure keeps the dialog open with what was typed: %#", async (stylist, message) => {
    serve({ status: 500, body: { message: "Errore interno del server", code: "internal" } });
    const { onOpenChange } = await open(stylist);
    type("Nome", "Sara B.");
    await submit();
    expect(within(screen.getByRole("alert")).getByText(message)).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(field("Nome").value).toBe("Sara B.");
  });
});

test("abusing every field never throws; an emptied name gets its Italian message", async () => {
  const server = serveForAbuse({});
  try {
    await open(MARCO);
    const errors = await abuseForm(() => screen.getByRole("dialog"), () => fireEvent.click(screen.getByRole("button", { name: "Salva Modifiche" })));
    expect(errors).toEqual([]);
    expect(screen.queryByText(FALLBACK_TEXT)).toBeNull();
    type("Nome", "");
    await submit();
    expect(screen.getByText("Nome è richiesto")).toBeTruthy();
    expect(screen.getByRole("dialog")).toBeTruthy();
  } finally {
    server.restore();
  }
});
