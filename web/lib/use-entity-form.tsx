import { useSetAtom } from "jotai";
import { useState } from "react";
import * as v from "valibot";
import type { LiveTopic } from "../../src/domain/live-events";
import { fieldErrors } from "../../src/domain/validation";
import { useToast } from "../ui/toast";
import { ApiError } from "./api";
import { failureToast } from "./failure-toast";
import { bumpTopicsAtom } from "./query";

/** What a create/edit dialog receives from the screen that opens it. */
export type FormDialogOpenProps = { open: boolean; onOpenChange: (open: boolean) => void };

type Options<K extends string, S extends v.GenericSchema> = {
  /** The dialog's own props: it resets on each opening and closes itself once saved. */
  dialog: FormDialogOpenProps;
  /**
   * The edited row's id (undefined when creating): the form resets when it or `open` changes.
   * A string names anything else the fresh values depend on (a preselected client).
   */
  rowId: number | string | undefined;
  initial: () => Record<K, string>;
  /** Field order: the first invalid one gets the focus. */
  fields: readonly K[];
  fieldId: (key: K) => string;
  schema: S;
  /** What the schema checks when it is not the typed values themselves (defaults to them). */
  payload?: (values: Record<K, string>) => unknown;
  /** False while a required choice is missing: submitting (Enter in a field) then does nothing. */
  ready?: (values: Record<K, string>) => boolean;
  save: (output: v.InferOutput<S>) => Promise<unknown>;
  topic: LiveTopic;
  /** The success toast and its 'Impossibile …' error description. */
  success: string;
  failure: string;
};

/**
 * The create/edit dialog behaviour shared by clients, services, staff and reminders: the Italian messages
 * under the fields at submit, the first invalid field focused, the server's field messages
 * shown the same way, the toasts, and nothing typed lost on an error.
 */
export function useEntityForm<K extends string, S extends v.GenericSchema>(o: Options<K, S>) {
  const [values, setValues] = useState<Record<K, string>>(o.initial);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const [busy, setBusy] = useState(false);
  const bump = useSetAtom(bumpTopicsAtom);
  const toast = useToast();

  // Each opening starts from the row, keyed on its id, not the row object: a live refresh of the
  // list while the dialog is open must not wipe what is being typed.
  const openedFor = o.dialog.open ? `row:${o.rowId ?? "new"}` : null;
  const [shownFor, setShownFor] = useState(openedFor);
  if (openedFor !== shownFor) {
    setShownFor(openedFor);
    if (openedFor !== null) {
      setValues(o.initial());
      setErrors({});
    }
  }

  const set = (key: K) => (value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => (current[key] ? { ...current, [key]: undefined } : current));
  };

  /** Several fields at once (a choice that empties others); their messages go, or those of `clear`. */
  const patch = (changes: Partial<Record<K, string>>, clear: readonly K[] = Object.keys(changes) as K[]) => {
    setValues((current) => ({ ...current, ...changes }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of clear) delete next[key];
      return next;
    });
  };

  function showErrors(found: Record<string, string>) {
    setErrors(found as Partial<Record<K, string>>);
    const first = o.fields.find((key) => found[key]);
    if (first) document.getElementById(o.fieldId(first))?.focus();
  }

  async function submit() {
    if (busy || (o.ready && !o.ready(values))) return;
    const parsed = v.safeParse(o.schema, o.payload ? o.payload(values) : values);
    if (!parsed.success) {
      showErrors(fieldErrors(parsed.issues));
      return;
    }
    setBusy(true);
    try {
      await o.save(parsed.output);
      bump([o.topic]);
      toast({ title: o.success });
      o.dialog.onOpenChange(false);
    } catch (error) {
      if (error instanceof ApiError && error.body.fields) showErrors(error.body.fields);
      toast(failureToast(o.failure, error));
    } finally {
      setBusy(false);
    }
  }

  /** Spread on FormDialog: open, closing, waiting while saving, and the submit. */
  const dialog = { ...o.dialog, busy, onSubmit: submit };
  return { values, errors, busy, set, patch, dialog };
}
