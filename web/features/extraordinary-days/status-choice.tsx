import { useId } from "react";
import { cn } from "../../ui/cn";

/**
 * Chiuso / Aperto con orari speciali as two native radios drawn as a segmented control: arrows
 * move between them and Enter submits the form, as a browser does with radios.
 */
export function StatusChoice({ isClosed, onChange }: { isClosed: boolean; onChange: (isClosed: boolean) => void }) {
  const name = useId();
  const options = [
    { value: true, label: "Chiuso" },
    { value: false, label: "Aperto con orari speciali" },
  ];
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-stone-800 dark:text-stone-200">Stato</legend>
      <div className="grid grid-cols-2 gap-1 rounded-lg border border-stone-300 bg-stone-50 p-1 dark:border-stone-600 dark:bg-stone-800">
        {options.map((option) => {
          const checked = option.value === isClosed;
          return (
            <label
              key={option.label}
              className={cn(
                "flex min-h-11 cursor-pointer items-center justify-center rounded-md px-2 text-center text-sm font-medium sm:min-h-10",
                "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-rose-700 dark:has-[:focus-visible]:ring-rose-400",
                checked
                  ? "bg-white text-stone-900 shadow-sm ring-1 ring-stone-300 dark:bg-stone-900 dark:text-stone-100 dark:ring-stone-600"
                  : "text-stone-700 hover:bg-white/60 dark:text-stone-300 dark:hover:bg-stone-900/60",
              )}
            >
              <input
                type="radio"
                name={name}
                className="sr-only"
                checked={checked}
                onChange={() => onChange(option.value)}
              />
              {option.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
