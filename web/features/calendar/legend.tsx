export const SLOT_STYLE = {
  vacation: { label: "Ferie", className: "bg-purple-100 text-purple-900 dark:bg-purple-950 dark:text-purple-100", swatch: "bg-purple-400" },
  closed: { label: "Chiuso", className: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100", swatch: "bg-red-400" },
  special: { label: "Orario Speciale", className: "bg-yellow-50 text-yellow-900 dark:bg-yellow-950 dark:text-yellow-100", swatch: "bg-yellow-400" },
  break: { label: "Pausa", className: "bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-100", swatch: "bg-orange-400" },
  not_working: { label: "Non Lavora", className: "bg-stone-200 text-stone-700 dark:bg-stone-800 dark:text-stone-300", swatch: "bg-stone-400" },
} as const;

export function Legend() {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-stone-700 dark:text-stone-300" aria-label="Legenda">
      {Object.values(SLOT_STYLE).map((s) => (
        <li key={s.label} className="flex items-center gap-1.5">
          <span className={`inline-block w-3 h-3 rounded-sm ${s.swatch}`} aria-hidden="true" />
          {s.label}
        </li>
      ))}
      <li className="flex items-center gap-1.5">
        <span className="inline-block w-3 h-3 rounded-sm border-2 border-dashed border-orange-500" aria-hidden="true" />
        Suggerito
      </li>
    </ul>
  );
}
