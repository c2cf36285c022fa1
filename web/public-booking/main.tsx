// The public booking page's own entry: React and this folder only, so a client's phone never
// downloads the staff app (router, jotai, the calendar). /prenota books, /prenota/gestisci/<token> manages.
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BookingPage } from "./booking-page";
import { ManagePage } from "./manage-page";
import { manageTokenFrom } from "./paths";

// A device that chose a theme in the staff app keeps it; everyone else follows the phone.
function applyTheme() {
  let saved: string | null = null;
  try {
    saved = localStorage.getItem("salone-theme");
  } catch {
    /* storage refused: follow the system */
  }
  const dark = saved === "dark" || ((saved === null || saved === "system") && matchMedia("(prefers-color-scheme: dark)").matches);
  document.documentElement.classList.toggle("dark", dark);
}
applyTheme();

const token = manageTokenFrom(location.pathname);
createRoot(document.getElementById("root")!).render(<StrictMode>{token === null ? <BookingPage /> : <ManagePage token={token} />}</StrictMode>);
