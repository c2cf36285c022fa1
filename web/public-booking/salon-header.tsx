import type { ReactNode } from "react";
import { formatPhone } from "../../src/domain/phone";

/** `phone`: national digits, "" when the salon has not given one. */
export type Salon = { name: string; address: string; phone?: string };

/**
 * A whole public page, rendered on the server: no script, the page's own small stylesheet (a
 * hashed file the phone caches after the first step), the salon's name, address and phone on top (where
 * a step says "chiama il salone", the number is right there), one
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
            {salon?.phone && (
              <p className="text-stone-700">
                Tel. <a className="font-medium text-rose-800 underline" href={`tel:${formatPhone(salon.phone).replace(/ /g, "")}`}>{formatPhone(salon.phone)}</a>
              </p>
            )}
          </header>
          <main id="contenuto" className="flex flex-col gap-5">
            {children}
          </main>
        </div>
      </body>
    </html>
  );
}
