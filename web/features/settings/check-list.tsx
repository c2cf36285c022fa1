/** A fieldset of checkboxes over ids (services, stylists), 44 px rows on phones. */
export function CheckList({
  legend,
  empty,
  items,
  chosen,
  error,
  onChange,
}: {
  legend: string;
  empty: string;
  items: { id: number; label: string }[];
  chosen: number[];
  error?: string;
  onChange(ids: number[]): void;
}) {
  const toggle = (id: number) => onChange(chosen.includes(id) ? chosen.filter((x) => x !== id) : [...chosen, id]);
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-sm font-medium text-stone-800 dark:text-stone-200">{legend}</legend>
      {items.length === 0 ? (
        <p className="text-sm text-stone-700 dark:text-stone-300">{empty}</p>
      ) : (
        <ul className="mt-1 grid gap-1 sm:grid-cols-2">
          {items.map((item) => (
            <li key={item.id}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 text-sm hover:bg-stone-100 dark:hover:bg-stone-800 sm:min-h-9">
                <input type="checkbox" className="size-4 accent-rose-700" checked={chosen.includes(item.id)} onChange={() => toggle(item.id)} />
                {item.label}
              </label>
            </li>
          ))}
        </ul>
      )}
      {error && <p className="text-sm font-medium text-red-700 dark:text-red-400">{error}</p>}
    </fieldset>
  );
}
