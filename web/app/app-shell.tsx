import {
  FloatingFocusManager,
  FloatingOverlay,
  FloatingPortal,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from "@floating-ui/react";
import { useSetAtom } from "jotai";
import { useState, type ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { authAtom, logout, type User } from "../entities/auth";
import { Icon } from "./icons";
import { ROLE_LABELS, isRole } from "../../src/domain/roles";
import { currentSection, isActive, navFor } from "./nav";
import { ThemeSwitch } from "./theme-switch";
import { useScreenPrefetch } from "./screen-prefetch";

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const roleLabel = (role: string) => (isRole(role) ? ROLE_LABELS[role] : capitalise(role));
const initials = (u: User) => `${u.firstName.charAt(0)}${u.lastName.charAt(0)}`.toUpperCase();

/** Only the sections the role can open. */
function NavList({ role, onNavigate }: { role: string; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const prefetch = useScreenPrefetch();
  return (
    <nav aria-label="Menu principale">
      <ul className="flex flex-col gap-0.5">
        {navFor(role).map((item) => {
          const active = isActive(item, pathname);
          return (
            <li key={item.path}>
              <Link
                to={item.path}
                onClick={onNavigate}
                onPointerDown={() => prefetch(item.path)}
                onKeyDown={(e) => e.key === "Enter" && prefetch(item.path)}
                aria-current={active ? "page" : undefined}
                className={`flex items-center gap-3 rounded-lg px-3 min-h-11 text-sm font-medium ${
                  active
                    ? "bg-rose-50 text-rose-800 dark:bg-rose-950 dark:text-rose-200"
                    : "text-stone-700 hover:bg-stone-100 dark:text-stone-300 dark:hover:bg-stone-800"
                }`}
              >
                <Icon name={item.icon} />
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function UserBlock({ user }: { user: User }) {
  const setAuth = useSetAtom(authAtom);
  const navigate = useNavigate();
  async function signOut() {
    await logout();
    setAuth({ status: "signedOut" });
    navigate("/");
  }
  return (
    <div className="flex flex-col gap-3 border-t border-stone-200 dark:border-stone-800 pt-4">
      <ThemeSwitch />
      <div className="flex items-center gap-3">
        <span
          className="w-10 h-10 shrink-0 rounded-full bg-rose-100 text-rose-800 dark:bg-rose-900 dark:text-rose-100 flex items-center justify-center text-sm font-semibold"
          aria-hidden="true"
        >
          {initials(user)}
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold" data-testid="user-name">
            {user.firstName} {user.lastName}
          </p>
          <p className="truncate text-xs text-stone-600 dark:text-stone-400">{roleLabel(user.role)}</p>
        </div>
      </div>
      <button
        type="button"
        onClick={signOut}
        className="flex items-center justify-center gap-2 rounded-lg border border-stone-200 dark:border-stone-700 px-3 min-h-11 text-sm font-medium text-stone-700 hover:bg-stone-100 dark:text-stone-300 dark:hover:bg-stone-800"
      >
        <Icon name="logout" className="w-4 h-4" />
        Esci
      </button>
    </div>
  );
}

function Brand() {
  return (
    <div className="flex items-center gap-2 px-3 mb-6">
      <span className="w-8 h-8 rounded-lg bg-rose-700 text-white flex items-center justify-center">
        <Icon name="services" className="w-4 h-4" />
      </span>
      <span className="font-semibold tracking-tight">Gestione Salone</span>
    </div>
  );
}

function MobileMenu({ open, onOpenChange, user }: { open: boolean; onOpenChange: (o: boolean) => void; user: User }) {
  // Destructured: setFloating is a callback ref, not a ref object read during render.
  const {
    refs: { setFloating },
    context,
  } = useFloating({ open, onOpenChange });
  const { getFloatingProps } = useInteractions([useDismiss(context), useRole(context, { role: "dialog" })]);
  if (!open) return null;
  return (
    <FloatingPortal>
      <FloatingOverlay lockScroll className="z-40 bg-stone-950/40">
        <FloatingFocusManager context={context} modal returnFocus>
          <div
            ref={setFloating}
            {...getFloatingProps()}
            aria-label="Menu"
            className="fixed inset-y-0 left-0 w-72 max-w-[85vw] bg-white dark:bg-stone-900 p-4 flex flex-col gap-4 overflow-y-auto shadow-xl"
          >
            <div className="flex items-center justify-between">
              <Brand />
              <button
                type="button"
                onClick={() => onOpenChange(false)}
                aria-label="Chiudi menu"
                className="w-11 h-11 flex items-center justify-center rounded-lg hover:bg-stone-100 dark:hover:bg-stone-800"
              >
                <Icon name="close" />
              </button>
            </div>
            <div className="flex-1">
              <NavList role={user.role} onNavigate={() => onOpenChange(false)} />
            </div>
            <UserBlock user={user} />
          </div>
        </FloatingFocusManager>
      </FloatingOverlay>
    </FloatingPortal>
  );
}

export function AppShell({ user, children }: { user: User; children: ReactNode }) {
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on: following one of its links closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenOn(open ? pathname : null);
  const section = currentSection(pathname);

  return (
    <div className="min-h-screen lg:flex">
      {/* The first stop for the keyboard: straight past the menu to the screen's content. */}
      <a
        href="#contenuto"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-stone-900 focus:shadow-lg focus:ring-2 focus:ring-rose-700 dark:focus:bg-stone-900 dark:focus:text-stone-100"
      >
        Vai al contenuto
      </a>
      <aside className="hidden lg:flex lg:flex-col w-64 shrink-0 h-screen sticky top-0 border-r border-stone-200 dark:border-stone-800 bg-white dark:bg-stone-900 p-4">
        <Brand />
        <div className="flex-1 overflow-y-auto">
          <NavList role={user.role} />
        </div>
        <UserBlock user={user} />
      </aside>
      <header className="lg:hidden sticky top-0 z-30 flex items-center gap-2 h-14 px-2 border-b border-stone-200 dark:border-stone-800 bg-white/95 dark:bg-stone-900/95 backdrop-blur">
        <button
          type="button"
          onClick={() => setMenuOpen(true)}
          aria-label="Apri menu"
          aria-expanded={menuOpen}
          className="w-11 h-11 flex items-center justify-center rounded-lg hover:bg-stone-100 dark:hover:bg-stone-800"
        >
          <Icon name="menu" />
        </button>
        <span className="font-semibold truncate" data-testid="mobile-section">
          {section?.label ?? "Gestione Salone"}
        </span>
      </header>
      <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} user={user} />
      <main id="contenuto" tabIndex={-1} className="flex-1 min-w-0 p-4 sm:p-6 lg:p-8 outline-hidden">
        {children}
      </main>
    </div>
  );
}
