import { mock } from "bun:test";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { Provider, createStore } from "jotai";
import type { ReactElement } from "react";
import { fakeApi, inTurn } from "../lib/fake-api";
import { settle } from "./test-utils";
import { Toaster } from "./toast";

export type RecordedCall = { url: string; method: string; body: unknown };

/**
 * What a catalogue dialog's test needs: a fake server answering in turn (recording each call),
 * the dialog opened in a fresh store with the toaster, and its fields by label.
 * `submitName` matches the dialog's submit button ("Crea Servizio" or "Salva Modifiche").
 */
export function formDialogHarness(submitName: RegExp) {
  const calls: RecordedCall[] = [];
  return {
    calls,
    reset: () => calls.splice(0),
    serve(...responses: Array<{ status: number; body: unknown }>) {
      const answer = inTurn(responses, { status: 500, body: { message: "Errore interno del server" } });
      fakeApi((call) => {
        calls.push({ url: call.path, method: call.method, body: call.body });
        return answer(call);
      });
    },
    async open(dialog: (onOpenChange: (open: boolean) => void) => ReactElement) {
      const onOpenChange = mock((_open: boolean) => {});
      render(
        <Provider store={createStore()}>
          {dialog(onOpenChange)}
          <Toaster />
        </Provider>,
      );
      await screen.findByRole("dialog");
      await settle();
      return { onOpenChange };
    },
    field: (label: string) => screen.getByLabelText<HTMLInputElement>(label),
    type: (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText<HTMLInputElement>(label), { target: { value } }),
    async submit() {
      await act(async () => {
        fireEvent.click(screen.getByRole("button", { name: submitName }));
      });
      await settle();
    },
  };
}
