import { useAtom } from "jotai";
import { lazy, Suspense, useEffect, type ReactNode } from "react";
import { BrowserRouter, Navigate, Route, Routes, useLocation } from "react-router-dom";
import { authAtom, fetchCurrentUser } from "../entities/auth";
import { homePath } from "../entities/permissions";
import { onUnauthorized } from "../lib/api";
import { ErrorBoundary } from "../ui/error-boundary";
import { Spinner } from "../ui/spinner";
import { LoginPage } from "./pages/login-page";
import { ForbiddenPage } from "./pages/forbidden-page";
import { NotFoundPage } from "./pages/not-found-page";
import { mayOpen } from "./nav";
import { SCREENS } from "./screens";

// The login screen needs neither the shell (floating-ui for the phone menu) nor the live
// connection (date-fns for its toasts): they load after signing in, with the first screen.
const AppShell = lazy(() => import("./app-shell").then((m) => ({ default: m.AppShell })));
const LiveConnection = lazy(() => import("./live-indicator").then((m) => ({ default: m.LiveConnection })));

function FullPageSpinner() {
  return (
    <div className="min-h-screen flex items-center justify-center">
      <Spinner size="lg" />
    </div>
  );
}

/**
 * A screen that fails shows the fallback in the content area; the sidebar stays, and moving to
 * another screen (a new path) gives the content a fresh start.
 */
export function RouteContent({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKeys={[pathname]}>
      <Suspense fallback={<FullPageSpinner />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

function AppRoutes() {
  const [auth, setAuth] = useAtom(authAtom);

  useEffect(() => {
    let cancelled = false;
    fetchCurrentUser()
      .then((user) => !cancelled && setAuth(user ? { status: "signedIn", user } : { status: "signedOut" }))
      .catch(() => !cancelled && setAuth({ status: "signedOut" }));
    return () => {
      cancelled = true;
    };
  }, [setAuth]);

  // A session ended elsewhere (disabled, role changed, signed out from another device): the next
  // refused request brings this screen back to the login.
  useEffect(() => onUnauthorized(() => setAuth({ status: "signedOut" })), [setAuth]);

  if (auth.status === "loading") return <FullPageSpinner />;

  if (auth.status === "signedOut") {
    // Every listed route shows the login screen in place; the URL stays, so signing in lands there.
    return (
      <Routes>
        {[...SCREENS.map((s) => s.path), "/", "/login"].map((path) => (
          <Route key={path} path={path} element={<LoginPage />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    );
  }

  const home = homePath(auth.user.role);
  return (
    <Suspense fallback={<FullPageSpinner />}>
    <LiveConnection />
    <Routes>
      <Route path="/login" element={<Navigate to="/" replace />} />
      <Route path="/" element={<Navigate to={home} replace />} />
      {SCREENS.map(({ path, element: Page, permission, only }) => (
        <Route
          key={path}
          path={path}
          element={
            <AppShell user={auth.user}>
              <RouteContent>{mayOpen({ permission, only }, auth.user.role) ? <Page /> : <ForbiddenPage home={home} />}</RouteContent>
            </AppShell>
          }
        />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
    </Suspense>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      {/* The last net, for a failure outside any screen (the shell, the login page). */}
      <ErrorBoundary>
        <AppRoutes />
      </ErrorBoundary>
    </BrowserRouter>
  );
}
