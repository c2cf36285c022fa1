import { useSetAtom } from "jotai";
import type { ReactNode } from "react";
import type { LiveTopic } from "../../src/domain/live-events";
import { bumpTopicsAtom } from "../lib/query";
import { useDelete } from "../lib/use-delete";
import type { FormDialogOpenProps } from "../lib/use-entity-form";
import { useRowDialogs } from "../lib/use-row-dialogs";
import { Button } from "./button";
import { ConfirmDialog } from "./confirm-dialog";
import { ListState, SkeletonCards } from "./list-state";
import { PageHeader } from "./page-header";

/** What a card may offer: without them (a role that only reads) it shows no buttons for them. */
export type CardRowActions = { onEdit?: () => void; onDelete?: () => void };

/** Every text of a catalogue screen, in Italian. */
export type CatalogueTexts<T> = {
  /** The heading, also the list's accessible name. */
  title: string;
  /** The label of the create button, in the header and in the empty box. */
  newLabel: string;
  loadError: string;
  empty: { title: string; text: string };
  /** The delete's toasts; a conflict hint for a delete the server may refuse (409). */
  deleted: { success: string; failure: string; conflictHint?: string };
  confirm: { title: string; message: (row: T) => string; confirmLabel: string };
};

export type CataloguePageProps<T extends { id: number }> = {
  texts: CatalogueTexts<T>;
  topic: LiveTopic;
  query: { data: T[] | undefined; error: Error | null };
  /** False for a role that only reads: no create button, no edit or delete on the cards. */
  mayWrite: boolean;
  /** The cards' grid, shared by the loading skeleton and the list. */
  grid: string;
  skeleton: { count: number; label: string; card: ReactNode };
  card: (row: T, actions: CardRowActions) => ReactNode;
  /** The create/edit dialog; `row` is null when creating. */
  form: (dialog: FormDialogOpenProps, row: T | null) => ReactNode;
  remove: (row: T) => Promise<unknown>;
  /** Rows drawn in headed groups (a category each), in the order given; one list without it. */
  groups?: (rows: T[]) => { heading: string; rows: T[] }[] | null;
};

/**
 * A catalogue list screen (services, staff): header with its create button, the list's states,
 * one card per row with edit and delete, the create/edit dialog and the delete confirmation.
 */
export function CataloguePage<T extends { id: number }>(p: CataloguePageProps<T>) {
  const bump = useSetAtom(bumpTopicsAtom);
  const destroy = useDelete(p.topic);
  const dialogs = useRowDialogs<T>();
  const { deleting, openCreate } = dialogs;
  const { mayWrite, texts } = p;

  const confirmDelete = async () => {
    if (deleting) await destroy(() => p.remove(deleting), texts.deleted);
  };
  const createButton = mayWrite && <Button onClick={openCreate}>{texts.newLabel}</Button>;

  return (
    <>
      <PageHeader title={texts.title} actions={createButton} />
      <ListState
        query={p.query}
        loadError={texts.loadError}
        onRetry={() => bump([p.topic])}
        loading={<SkeletonCards {...p.skeleton} className={p.grid} />}
        empty={{ ...texts.empty, action: createButton }}
      >
        {(rows) => {
          const list = (items: T[], label: string) => (
            <ul className={p.grid} aria-label={label}>
              {items.map((row) => (
                <li key={row.id} className="min-w-0">
                  {p.card(row, {
                    onEdit: mayWrite ? () => dialogs.openEdit(row) : undefined,
                    onDelete: mayWrite ? () => dialogs.openDelete(row) : undefined,
                  })}
                </li>
              ))}
            </ul>
          );
          const groups = p.groups?.(rows);
          if (!groups) return list(rows, texts.title);
          return (
            <div className="flex flex-col gap-6" aria-label={texts.title} role="region">
              {groups.map((group) => (
                <section key={group.heading} aria-label={group.heading}>
                  <h2 className="mb-2 text-sm font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-400">{group.heading}</h2>
                  {list(group.rows, group.heading)}
                </section>
              ))}
            </div>
          );
        }}
      </ListState>
      {p.form({ open: dialogs.formOpen, onOpenChange: dialogs.formOpenChange }, dialogs.formRow)}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={dialogs.deleteOpenChange}
        title={texts.confirm.title}
        message={deleting ? texts.confirm.message(deleting) : ""}
        confirmLabel={texts.confirm.confirmLabel}
        destructive
        onConfirm={confirmDelete}
      />
    </>
  );
}
