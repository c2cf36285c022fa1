import type { ReactNode } from "react";

type Salon = { name: string; address: string; phone?: string };

/** The page's frame: the salon's name and address on top, one column, readable on a 390 px phone. */
export function PublicFrame({ salon, children }: { salon: Salon | null; children: ReactNode }) {
  return (
    <div className="mx-auto flex min-h-screen w-full max-w-xl flex-col gap-5 px-4 py-5">
      <header className="flex flex-col gap-1 border-b border-stone-200 pb-4 dark:border-stone-700">
        <h1 className="text-2xl font-semibold leading-tight">{salon?.name || "Prenota online"}</h1>
        {salon?.address && <p className="text-stone-700 dark:text-stone-300">{salon.address}</p>}
      </header>
      <main id="contenuto" className="flex flex-col gap-5">
        {children}
      </main>
    </div>
  );
}
