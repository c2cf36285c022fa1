import type { ReactNode } from "react";

export type Salon = { name: string; address: string };

/**
 * A whole public page, rendered on the server: no script, the page's own small stylesheet (a
 * hashed file the phone caches after the first step), the salon's name and address on top, one
 * column readable on a 390 px phone.
 */
export function PublicDocument({ title, stylesheet, salon, children }: { title: string; stylesheet: string | null; salon: Salon | null; children: ReactNode }) {
  return (
    <html lang="it">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{title}</title>
        <link rel="icon" href="data:," />
        {stylesheet && <link rel="stylesheet" href={stylesheet} />}
      </head>
      <body className="font-sans bg-stone-50 text-stone-900 antialiased">
        <div className="mx-auto flex min-h-screen w-full max-w-xl flex-col gap-5 px-4 py-5">
          <header className="flex flex-col gap-1 border-b border-stone-200 pb-4">
            <h1 className="text-2xl font-semibold leading-tight">{salon?.name || "Prenota online"}</h1>
            {salon?.address && <p className="text-stone-700">{salon.address}</p>}
          </header>
          <main id="contenuto" className="flex flex-col gap-5">
            {children}
          </main>
        </div>
      </body>
    </html>
  );
}
