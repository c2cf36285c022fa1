import type * as v from "valibot";
import type { LiveTopic } from "../../src/domain/live-events";
import { useEntityForm, type FormDialogOpenProps } from "./use-entity-form";

/** What a create/edit dialog says in one of its two modes. */
type ModeTexts = { title: string; submitLabel: string; success: string; failure: string };

/** The texts when creating and when editing. */
export type RowFormTexts = { create: ModeTexts; edit: ModeTexts };

/** What a create/edit dialog of one kind of row saves, checks and says. */
export type RowForm<R extends { id: number }, K extends string, S extends v.GenericSchema> = {
  /** The typed values for the row, or the blank form without one; its keys in order are the fields. */
  toValues: (row: R | null | undefined) => Record<K, string>;
  fieldId: (key: K) => string;
  schema: S;
  create: (input: v.InferOutput<S>) => Promise<unknown>;
  update: (id: number, input: v.InferOutput<S>) => Promise<unknown>;
  topic: LiveTopic;
  texts: RowFormTexts;
};

/**
 * The form of a dialog that creates a row or edits the given one: it saves through `update` when
 * there is a row, and its title, submit button and toasts are those of the mode it is in.
 * The `dialog` it returns spreads on FormDialog with the title and submit label already set.
 */
export function useRowForm<R extends { id: number }, K extends string, S extends v.GenericSchema>(
  o: RowForm<R, K, S>,
  dialog: FormDialogOpenProps,
  /** The row being edited; null or undefined when creating. */
  row: R | null | undefined,
) {
  const { title, submitLabel, success, failure } = row ? o.texts.edit : o.texts.create;
  const form = useEntityForm({
    dialog,
    rowId: row?.id,
    initial: () => o.toValues(row),
    // Focus order: the fields as the blank form lists them.
    fields: Object.keys(o.toValues(null)) as K[],
    fieldId: o.fieldId,
    schema: o.schema,
    save: (input) => (row ? o.update(row.id, input) : o.create(input)),
    topic: o.topic,
    success,
    failure,
  });
  return { ...form, dialog: { ...form.dialog, title, submitLabel } };
}
