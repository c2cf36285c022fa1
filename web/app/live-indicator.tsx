import { useAtomValue, useStore } from "jotai";
import { useEffect } from "react";
import { liveStatusAtom, startLive } from "../lib/live";

/** Opens the tab's live socket while signed in; shows a quiet notice only when the screen may be stale. */
export function LiveConnection() {
  const store = useStore();
  const status = useAtomValue(liveStatusAtom);
  useEffect(() => startLive(store), [store]);
  if (status !== "offline") return null;
  return (
    <div
      role="status"
      className="fixed top-2 left-1/2 -translate-x-1/2 z-50 rounded-full border border-amber-300 bg-amber-50 px-3 py-1 text-xs font-medium text-amber-900 shadow-sm dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      Non connesso — riconnessione…
    </div>
  );
}
