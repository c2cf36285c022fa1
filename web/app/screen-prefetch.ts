// What a screen asks first, asked as its menu link is pressed: the request travels while the
// screen's code downloads and starts, instead of after it. The screen then finds the same query
// already on its way.
import { useStore } from "jotai";
import { useCallback } from "react";
import { usePrefetchClientPages } from "../entities/client-search";
import { CLIENTS_PAGE_SIZES, clientSearchAtom } from "../features/clients/state";
import { preloadScreen } from "./screens";

export function useScreenPrefetch(): (path: string) => void {
  const store = useStore();
  const clients = usePrefetchClientPages(CLIENTS_PAGE_SIZES);
  return useCallback(
    (path: string) => {
      preloadScreen(path);
      // The first page of the search the screen shows (the text is kept between visits).
      if (path === "/clients") clients(store.get(clientSearchAtom));
    },
    [store, clients],
  );
}
