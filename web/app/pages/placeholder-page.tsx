import { PageHeader } from "../page-header";

/** An honest placeholder until the screen's own issue lands: the heading and what will be here. */
export function PlaceholderPage({ title, description }: { title: string; description: string }) {
  return (
    <>
      <PageHeader title={title} />
      <div className="rounded-xl border border-dashed border-stone-300 dark:border-stone-700 p-8 text-center">
        <p className="text-stone-700 dark:text-stone-300">{description}</p>
        <p className="mt-2 text-sm text-stone-500 dark:text-stone-400">Questa sezione è in preparazione.</p>
      </div>
    </>
  );
}
