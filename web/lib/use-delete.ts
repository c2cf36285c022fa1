import { useSetAtom } from "jotai";
import type { LiveTopic } from "../../src/domain/live-events";
import { useToast } from "../ui/toast";
import { ApiError } from "./api";
import { failureToast } from "./failure-toast";
import { bumpTopicsAtom } from "./query";

type DeleteTexts = {
  /** The green toast once it is gone. */
  success: string;
  /** The first line of the red toast ("Impossibile eliminare …"). */
  failure: string;
  /** For a delete the server may refuse with 409: what to do first; that toast stays until closed. */
  conflictHint?: string;
};

/**
 * The confirmation of a delete. Done: the list refreshes and a toast says so. Already gone
 * (404, someone else deleted it): the list refreshes and the confirmation closes, as it does on
 * a refusal (409) that retrying cannot change. Any other failure throws, so the confirmation
 * stays open to try again.
 */
export function useDelete(topic: LiveTopic) {
  const bump = useSetAtom(bumpTopicsAtom);
  const toast = useToast();
  return async (remove: () => Promise<unknown>, texts: DeleteTexts): Promise<void> => {
    try {
      await remove();
      bump([topic]);
      toast({ title: texts.success });
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      const conflict = texts.conflictHint !== undefined && status === 409;
      toast({
        ...failureToast(texts.failure, error, conflict && texts.conflictHint),
        duration: conflict ? Infinity : undefined,
      });
      if (status === 404) bump([topic]);
      if (status === 404 || conflict) return;
      throw error;
    }
  };
}
