import { afterEach, expect, test } from "bun:test";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { Provider } from "jotai";
import { MemoryRouter } from "react-router-dom";
import type { WhatsappSettings } from "../../../src/domain/schemas/salon-settings";
import { storeSignedInAs } from "../../entities/auth-fixtures";
import { fakeApi } from "../../lib/fake-api";
import { abuseForm, FALLBACK_TEXT, serveForAbuse } from "../../ui/form-abuse";
import { settle } from "../../ui/test-utils";
import { WhatsappCredentialsForm } from "./whatsapp-credentials-form";

afterEach(cleanup);

const settings = (over: Partial<WhatsappSettings["sources"]> = {}): WhatsappSettings => {
  const sources = { accessToken: "unset", phoneNumberId: "unset", businessAccountId: "unset", appSecret: "unset", verifyToken: "unset", ...over } as const;
  return { configured: sources.accessToken !== "unset" && sources.phoneNumberId !== "unset", sources };
};

async function show() {
  render(
    <Provider store={storeSignedInAs("owner")}>
      <MemoryRouter>
        <WhatsappCredentialsForm />
      </MemoryRouter>
    </Provider>,
  );
  await settle(40);
}

test("only the typed fields are sent; after saving the fields are empty again and say 'Impostato'", async () => {
  let state = settings();
  const calls = fakeApi((call) => {
    if (call.path !== "/api/settings/whatsapp") return undefined;
    if (call.method === "PUT") state = settings({ accessToken: "app", phoneNumberId: "app" });
    return { status: 200, body: state };
  });
  await show();
  const form = screen.getByRole("form", { name: "Credenziali WhatsApp" });
  fireEvent.change(within(form).getByLabelText("Access Token"), { target: { value: "EAAG-segreto" } });
  fireEvent.change(within(form).getByLabelText("Phone Number ID"), { target: { value: "106540352242922" } });
  await act(async () => {
    fireEvent.click(within(form).getByRole("button", { name: "Salva credenziali" }));
  });
  await settle(40);
  expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ accessToken: "EAAG-segreto", phoneNumberId: "106540352242922" });
  const token = within(form).getByLabelText<HTMLInputElement>("Access Token");
  expect(token.value).toBe("");
  expect(token.type).toBe("password");
  expect(form.textContent).toContain("Impostato");
  expect(form.textContent).not.toContain("EAAG-segreto");
});

test("a variable from the environment wins: its field is locked and says so", async () => {
  fakeApi((call) => (call.path === "/api/settings/whatsapp" ? { status: 200, body: settings({ accessToken: "env" }) } : undefined));
  await show();
  const token = screen.getByLabelText<HTMLInputElement>("Access Token");
  expect(token.disabled).toBe(true);
  expect(screen.getByText("Impostato dalla variabile d'ambiente: prevale su quanto inserito qui")).toBeTruthy();
});

test("the test message shows Meta's answer in Italian", async () => {
  fakeApi((call) => {
    if (call.path === "/api/settings/whatsapp") return { status: 200, body: settings({ accessToken: "app", phoneNumberId: "app" }) };
    if (call.path === "/api/settings/whatsapp/test") {
      return { status: 200, body: { ok: false, message: "WhatsApp ha rifiutato il messaggio: numero non abilitato per questo account di prova.", messageId: null, code: "131030" } };
    }
    return undefined;
  });
  await show();
  const form = screen.getByRole("form", { name: "Messaggio di prova" });
  fireEvent.change(within(form).getByLabelText("Numero per il messaggio di prova"), { target: { value: "3331234567" } });
  await act(async () => {
    fireEvent.click(within(form).getByRole("button", { name: "Invia messaggio di prova" }));
  });
  await settle(40);
  expect(screen.getByTestId("whatsapp-test-result").textContent).toBe("WhatsApp ha rifiutato il messaggio: numero non abilitato per questo account di prova.");
});

test("abusing every field of both forms never throws", async () => {
  const server = serveForAbuse({ "/api/settings/whatsapp": settings({ accessToken: "app", phoneNumberId: "app" }) });
  try {
    await show();
    for (const name of ["Credenziali WhatsApp", "Messaggio di prova"]) {
      const form = () => screen.getByRole("form", { name });
      const submit = name === "Credenziali WhatsApp" ? "Salva credenziali" : "Invia messaggio di prova";
      const errors = await abuseForm(form, () => fireEvent.click(within(form()).getByRole("button", { name: submit })));
      expect(errors).toEqual([]);
      expect(screen.queryByText(FALLBACK_TEXT)).toBeNull();
    }
  } finally {
    server.restore();
  }
}, 60_000);
