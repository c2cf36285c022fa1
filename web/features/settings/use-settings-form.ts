import { useSetAtom } from "jotai";
import { useState, type FormEvent } from "react";
import * as v from "valibot";
import type { LiveTopic } from "../../../src/domain/live-events";
import { fieldErrors } from "../../../src/domain/validation";
import { ApiError } from "../../lib/api";
import { bumpTopicsAtom } from "../../lib/query";
import { useToast } from "../../ui/toast";

type Options<Data, Draft, Input> = {
  /** The server's settings; the form follows them until the owner edits. */
  data: Data | undefined;
  toDraft: (data: Data) => Draft;
  /** The request schema the draft must pass before anything is sent (the server's own). */
  schema: v.GenericSchema<unknown, Input>;
  /** What the draft becomes before the check (numbers typed as text, switches); the draft itself when absent. */
  fromDraft?: (draft: Draft) => unknown;
  /** Sends the checked request (`draft` is the form as typed, for a card that sends it so). */
  save: (input: Input, draft: Draft) => Promise<unknown>;
  /** The topics whose screens follow the save. */
  topics: LiveTopic[];
  /** The toast once saved. */
  saved: (input: Input) => { title: string; description: string };
  /** The toast's title when the save fails (the server's message is its description). */
  failed: string;
  /** The description of a failure that is not the server's answer. */
  offline?: string;
};

/**
 * A settings card's form: a draft over the server's settings, checked with the request schema
 * (its Italian messages beside each field), saved once, the server's field errors shown, one
 * toast either way. `busy` is shared with the card's other actions (a test print, a check).
 */
export function useSettingsForm<Data, Draft, Input>(options: Options<Data, Draft, Input>) {
  const bump = useSetAtom(bumpTopicsAtom);
  const toast = useToast();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const form = draft ?? (options.data === undefined ? null : options.toDraft(options.data));
  const set = (patch: Partial<Draft>) => form && setDraft({ ...form, ...patch });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form) return;
    const parsed = v.safeParse(options.schema, options.fromDraft ? options.fromDraft(form) : form);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.issues));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await options.save(parsed.output, form);
      setDraft(null);
      bump(options.topics);
      toast(options.saved(parsed.output));
    } catch (error) {
      if (error instanceof ApiError && error.body.fields) setErrors(error.body.fields);
      toast({ title: options.failed, description: error instanceof ApiError ? error.userMessage : (options.offline ?? "Riprova tra poco."), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return { form, set, errors, busy, setBusy, submit };
}
