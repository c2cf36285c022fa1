import { Provider } from "jotai";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AppRouter } from "./app/router";
import { applyTheme, readTheme } from "./lib/theme";
import { Toaster } from "./ui/toast";

applyTheme(readTheme());
matchMedia("(prefers-color-scheme: dark)").addEventListener("change", () => applyTheme(readTheme()));

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <Provider>
      <AppRouter />
      <Toaster />
    </Provider>
  </StrictMode>,
);
