import { useState } from "react";

/**
 * The row a list screen's create/edit form is open for (null: a new one) and the row its delete
 * confirmation asks about. Closing keeps nothing, so the next opening starts afresh.
 */
export function useRowDialogs<T>() {
  const [form, setForm] = useState<{ row: T | null } | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  return {
    formOpen: form !== null,
    formRow: form?.row ?? null,
    openCreate: () => setForm({ row: null }),
    openEdit: (row: T) => setForm({ row }),
    /** The form's onOpenChange. */
    formOpenChange: (open: boolean) => !open && setForm(null),
    deleting,
    openDelete: (row: T) => setDeleting(row),
    /** The confirmation's onOpenChange. */
    deleteOpenChange: (open: boolean) => !open && setDeleting(null),
  };
}
