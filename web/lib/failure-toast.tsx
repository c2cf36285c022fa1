import type { ReactNode } from "react";
import type { ToastOptions } from "../ui/toast";
import { ApiError } from "./api";

/**
 * The red "Errore" toast of a failed save or delete: what could not be done ("Impossibile …"),
 * then the server's Italian message when it sent one, then an optional hint on what to do.
 */
export function failureToast(failure: string, error: unknown, hint?: ReactNode): ToastOptions {
  return {
    title: "Errore",
    description: (
      <>
        <span className="block">{failure}</span>
        {error instanceof ApiError && error.body.message && <span className="block">{error.body.message}</span>}
        {hint && <span className="block">{hint}</span>}
      </>
    ),
    variant: "destructive",
  };
}
