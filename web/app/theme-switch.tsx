import { useAtom } from "jotai";
import { themeAtom, type ThemePreference } from "../lib/theme";
import { Icon } from "./icons";

const OPTIONS: { value: ThemePreference; label: string; icon: "sun" | "moon" | "monitor" }[] = [
  { value: "light", label: "Chiaro", icon: "sun" },
  { value: "dark", label: "Scuro", icon: "moon" },
  { value: "system", label: "Sistema", icon: "monitor" },
];

export function ThemeSwitch() {
  const [theme, setTheme] = useAtom(themeAtom);
  return (
    <fieldset className="flex rounded-lg border border-stone-200 dark:border-stone-700 p-0.5" aria-label="Tema">
      <legend className="sr-only">Tema</legend>
      {OPTIONS.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={theme === o.value}
          title={o.label}
          onClick={() => setTheme(o.value)}
          className={`flex-1 flex items-center justify-center gap-1 rounded-md px-1 py-1.5 text-xs font-medium min-h-9 ${
            theme === o.value
              ? "bg-stone-900 text-white dark:bg-stone-100 dark:text-stone-900"
              : "text-stone-600 hover:bg-stone-100 dark:text-stone-300 dark:hover:bg-stone-800"
          }`}
        >
          <Icon name={o.icon} className="w-4 h-4" />
          {o.label}
        </button>
      ))}
    </fieldset>
  );
}
