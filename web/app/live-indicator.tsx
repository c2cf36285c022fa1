import { useAtomValue, useSetAtom, useStore } from "jotai";
import { useEffect } from "react";
import { colleagueAppointmentMessage } from "../lib/activity-text";
import { liveStatusAtom, onLiveEvent, startLive } from "../lib/live";
import { showToast } from "../ui/toast";
import { fetchAppointmentHistory } from "../entities/activity";
import { authAtom } from "../entities/auth";
import { currentUserAtom } from "../entities/permissions";
import { isClientEvent, tellClientReply } from "./client-reply-toast";

/**
 * Opens the tab's live socket while signed in; shows a quiet notice only when the screen may be
 * stale. When the server ends this session (disabled, role changed, signed out from the device
 * list) the login comes back at once. A colleague's change to an appointment is told in a toast.
 */
export function LiveConnection() {
  const store = useStore();
  const status = useAtomValue(liveStatusAtom);
  const setAuth = useSetAtom(authAtom);
  const me = useAtomValue(currentUserAtom);
  const myId = me?.id;

  useEffect(() => startLive(store, () => setAuth({ status: "signedOut" })), [store, setAuth]);

  useEffect(
    () =>
      onLiveEvent((event) => {
        const { actor } = event;
        if (isClientEvent(event)) return tellClientReply(event, store);
        if (event.topic !== "appointments" || !actor || actor.id === myId) return;
        const id = event.ids[0];
        const tell = (latest: Awaited<ReturnType<typeof fetchAppointmentHistory>>[number] | null) =>
          showToast({ title: colleagueAppointmentMessage(actor.firstName, event.action, latest) }, store);
        if (id === undefined) return tell(null);
        fetchAppointmentHistory(id).then(
          (history) => tell(history[0] ?? null),
          () => tell(null),
        );
      }),
    [store, myId],
  );

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
