import { useSetAtom } from "jotai";
import { useState } from "react";
import * as v from "valibot";
import type { LiveTopic } from "../../src/domain/live-events";
import { fieldErrors } from "../../src/domain/validation";
import { useToast } from "../ui/toast";
import { ApiError } from "./api";
import { bumpTopicsAtom } from "./query";

type Options<K extends string, S extends v.GenericSchema> = {
  open: boolean;
  /** The edited row's id (undefined when creating): the form resets when it or `open` changes. */
  rowId: number | undefined;
  initial: () => Record<K, string>;
  /** Field order: the first invalid one gets the focus. */
  fields: readonly K[];
  fieldId: (key: K) => string;
  schema: S;
  save: (output: v.InferOutput<S>) => Promise<unknown>;
  topic: LiveTopic;
  /** The spec's success toast and its 'Impossibile …' error description. */
  success: string;
  failure: string;
  onDone: () => void;
};

/**
 * The create/edit dialog behaviour shared by clients, services and staff: the spec's messages
 * under the fields at submit, the first invalid field focused, the server's field messages
 * shown the same way, the spec's toasts, and nothing typed lost on an error.
 */
export function useEntityForm<K extends string, S extends v.GenericSchema>(o: Options<K, S>) {
  const [values, setValues] = useState<Record<K, string>>(o.initial);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const [busy, setBusy] = useState(false);
  const bump = useSetAtom(bumpTopicsAtom);
  const toast = useToast();

  // Each opening starts from the row, keyed on its id, not the row object: a live refresh of the
  // list while the dialog is open must not wipe what is being typed.
  const openedFor = o.open ? `row:${o.rowId ?? "new"}` : null;
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

  function showErrors(found: Record<string, string>) {
    setErrors(found as Partial<Record<K, string>>);
    const first = o.fields.find((key) => found[key]);
    if (first) document.getElementById(o.fieldId(first))?.focus();
  }

  async function submit() {
    if (busy) return;
    const parsed = v.safeParse(o.schema, values);
    if (!parsed.success) {
      showErrors(fieldErrors(parsed.issues));
      return;
    }
    setBusy(true);
    try {
      await o.save(parsed.output);
      bump([o.topic]);
      toast({ title: o.success });
      o.onDone();
    } catch (error) {
      if (error instanceof ApiError && error.body.fields) showErrors(error.body.fields);
      toast({
        title: "Errore",
        description: (
          <>
            <span className="block">{o.failure}</span>
            {error instanceof ApiError && error.body.message && <span className="block">{error.body.message}</span>}
          </>
        ),
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }

  return { values, errors, busy, set, submit };
}
