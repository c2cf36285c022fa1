import { atom } from "jotai";

export type ThemePreference = "light" | "dark" | "system";
export const THEME_KEY = "salone-theme";

export function readTheme(): ThemePreference {
  try {
    const saved = localStorage.getItem(THEME_KEY);
    return saved === "dark" || saved === "system" || saved === "light" ? saved : "light";
  } catch {
    return "light";
  }
}

export function applyTheme(pref: ThemePreference) {
  const dark = pref === "dark" || (pref === "system" && matchMedia?.("(prefers-color-scheme: dark)").matches);
  document.documentElement.classList.toggle("dark", !!dark);
}

const base = atom<ThemePreference>(readTheme());
export const themeAtom = atom(
  (get) => get(base),
  (_get, set, pref: ThemePreference) => {
    try {
      localStorage.setItem(THEME_KEY, pref);
    } catch {
      /* private mode: the choice lasts this visit */
    }
    applyTheme(pref);
    set(base, pref);
  },
);
