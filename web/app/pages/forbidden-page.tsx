import { Link } from "react-router-dom";

/** A screen the role cannot open: said plainly, with the way back to the role's home. */
export function ForbiddenPage({ home }: { home: string }) {
  return (
    <div className="mx-auto mt-10 max-w-md rounded-xl border border-stone-200 bg-white p-6 dark:border-stone-800 dark:bg-stone-900">
      <h1 className="text-2xl font-semibold">Non hai accesso a questa pagina</h1>
      <p className="mt-3 text-sm text-stone-600 dark:text-stone-400">
        Il tuo ruolo non permette di aprire questa sezione. Se ti serve, chiedi al titolare del salone.
      </p>
      <Link to={home} className="mt-5 inline-block text-sm font-medium text-rose-700 underline dark:text-rose-400">
        Torna alla tua pagina iniziale
      </Link>
    </div>
  );
}
