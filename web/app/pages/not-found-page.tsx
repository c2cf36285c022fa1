import { Link } from "react-router-dom";

export function NotFoundPage() {
  return (
    <main className="min-h-screen flex items-center justify-center p-6">
      <div className="max-w-md w-full rounded-xl border border-stone-200 dark:border-stone-800 bg-white dark:bg-stone-900 p-6">
        <h1 className="text-2xl font-semibold">404 Page Not Found</h1>
        <p className="mt-3 text-sm text-stone-600 dark:text-stone-400">Did you forget to add the page to the router?</p>
        <Link to="/" className="mt-5 inline-block text-sm font-medium text-rose-700 dark:text-rose-400 underline">
          Torna alla Dashboard
        </Link>
      </div>
    </main>
  );
}
