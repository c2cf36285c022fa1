import { Component, type ErrorInfo, type ReactNode } from "react";
import * as v from "valibot";
import { CLIENT_ERROR_LIMITS, pathWithoutQuery, type ClientErrorReport } from "../../src/domain/schemas/client-errors";
import { api } from "../lib/api";
import { Button } from "./button.tsx";
import { cn } from "./cn.ts";

export const FALLBACK_TITLE = "Qualcosa è andato storto";
const FALLBACK_TEXT = "Questa parte dello schermo ha avuto un problema imprevisto, che è stato segnalato. Premi Ricarica per riprovare; il resto dell'app funziona.";

/** A screen that throws on every render must not flood the log: a few reports per page load. */
const MAX_REPORTS_PER_PAGE = 10;

let sentThisPage = 0;
const seen = new Set<string>();

/**
 * Describes an error for the server log: its message, the first lines of its stack and the page's
 * path without query or hash (a query can hold a search for a client's name). No form contents,
 * nothing about the browser. Trimmed to the server's caps, so a long stack is still reported.
 */
export function describeError(error: unknown, pathname: string): ClientErrorReport {
  const err = error instanceof Error ? error : new Error(typeof error === "string" ? error : "Errore sconosciuto");
  return {
    message: (err.message.trim() || err.name || "Errore").slice(0, CLIENT_ERROR_LIMITS.message),
    stack: (err.stack ?? "").slice(0, CLIENT_ERROR_LIMITS.stack),
    path: pathWithoutQuery(pathname).slice(0, CLIENT_ERROR_LIMITS.path),
  };
}

/**
 * Sends the report and forgets it: never throws, never awaits in the caller. The same message
 * from the same path is sent once per page load. Before sign-in the server answers 401 and the
 * report is dropped.
 */
export function reportClientError(error: unknown): void {
  try {
    const report = describeError(error, window.location.pathname);
    const key = `${report.path}\n${report.message}`;
    if (seen.has(key) || sentThisPage >= MAX_REPORTS_PER_PAGE) return;
    seen.add(key);
    sentThisPage++;
    api("POST", "/api/client-errors", v.undefined(), report).catch(() => {});
  } catch {
    // Reporting is best effort; the fallback must show whatever happens here.
  }
}

/** Lets tests start from a fresh page load. */
export function resetClientErrorReports(): void {
  sentThisPage = 0;
  seen.clear();
}

type Props = {
  children: ReactNode;
  /** When any of these change (say, the route's path) a shown fallback gives way to the children. */
  resetKeys?: readonly unknown[];
  /** "page" fills a screen's content area, "inline" sits inside a dialog or card. */
  variant?: "page" | "inline";
  fallbackClassName?: string;
  /** What Ricarica does when rendering again in place failed too; a full page reload by default. */
  reloadPage?: () => void;
};

type State = { error: unknown; retried: boolean };

/**
 * Catches what a screen or a dialog throws while rendering, reports it, and shows an Italian
 * message with Ricarica instead of a blank app. Ricarica first renders the content again (the
 * sidebar and everything else stay as they are); if that fails at once, it reloads the page.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, retried: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error("Errore sconosciuto") };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    reportClientError(error);
    // Ricarica rendered the content again and it failed again (a screen's code that could not be
    // downloaded stays failed until the page loads anew): reload the whole page.
    if (this.state.retried) (this.props.reloadPage ?? (() => window.location.reload()))();
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.error === null) {
      // The content rendered again after Ricarica: a later failure starts from a fresh retry.
      if (this.state.retried) this.setState({ retried: false });
      return;
    }
    const before = previous.resetKeys ?? [];
    const now = this.props.resetKeys ?? [];
    if (before.length !== now.length || before.some((key, i) => !Object.is(key, now[i]))) {
      this.setState({ error: null, retried: false });
    }
  }

  private retry = () => this.setState({ error: null, retried: true });

  override render(): ReactNode {
    if (this.state.error === null) return this.props.children;
    return (
      <ErrorFallback variant={this.props.variant ?? "page"} className={this.props.fallbackClassName} onRetry={this.retry} />
    );
  }
}

type FallbackProps = { variant: "page" | "inline"; className?: string; onRetry: () => void };

export function ErrorFallback({ variant, className, onRetry }: FallbackProps) {
  return (
    <div
      role="alert"
      className={cn(
        "flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 text-red-950 dark:border-red-900 dark:bg-red-950 dark:text-red-50",
        variant === "page" ? "mx-auto mt-8 max-w-xl p-6" : "p-4",
        className,
      )}
    >
      <h2 className={cn("font-semibold", variant === "page" ? "text-lg" : "text-base")}>{FALLBACK_TITLE}</h2>
      <p className="text-sm text-red-900 dark:text-red-100">{FALLBACK_TEXT}</p>
      <Button variant="secondary" onClick={onRetry}>
        Ricarica
      </Button>
    </div>
  );
}
