import { cn } from "./cn.ts";

/** The outline "×" of close buttons; decorative, the button carries aria-label 'Chiudi'. */
export function CloseIcon({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" className={cn("size-5", className)}>
      <path d="M5 5l10 10M15 5 5 15" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
    </svg>
  );
}
