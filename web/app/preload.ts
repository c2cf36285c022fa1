// On "Accedi", the code of what comes next (the shell, the live connection and the screen the
// address names) downloads together with the login request instead of after it. A failed
// download here is only a missed head start: rendering imports the same modules again.
import { preloadScreen } from "./screens";

export function preloadSignedIn(path: string) {
  import("./app-shell").catch(() => undefined);
  import("./live-indicator").catch(() => undefined);
  preloadScreen(path);
}
