import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useCurrentUser } from './features/auth/use-current-user';
import { boardPath } from './features/board/board-options';
import { useLoginToast } from './features/auth/login-toast';
import { LoginPage } from './features/auth/login-page';
import { printReceiptPath } from './features/receipts/receipt-width';
import { checkPath } from './features/check/check-path';
import { AppShell } from './features/shell/app-shell';
import { Spinner } from './features/shell/status-pages';

const PrintReceiptPage = lazy(() => import('./features/receipts/print-receipt-page').then((m) => ({ default: m.PrintReceiptPage })));
const CheckPage = lazy(() => import('./features/check/check-page').then((m) => ({ default: m.CheckPage })));
const BoardPage = lazy(() => import('./features/board/board-page').then((m) => ({ default: m.BoardPage })));

/** The shop's TV rates board and a receipt's check page need no session: they never ask who is signed in, so they never show the login screen. */
export function App() {
  const { pathname, search } = useLocation();
  if (pathname === boardPath) {
    return (
      <Suspense fallback={<Spinner />}>
        <BoardPage />
      </Suspense>
    );
  }
  // A receipt's check page is for the customer holding the slip: no session, no login screen.
  if (pathname === checkPath || pathname.startsWith(`${checkPath}/`)) {
    return (
      <Suspense fallback={<Spinner />}>
        <CheckPage pathname={pathname} search={search} />
      </Suspense>
    );
  }
  return <SignedInApp pathname={pathname} />;
}

function SignedInApp({ pathname }: { pathname: string }) {
  const { data: user, isLoading } = useCurrentUser();
  useLoginToast(Boolean(user));
  if (isLoading) return <Spinner />;
  if (!user) return <LoginPage />;
  // A print window holds the receipt alone: no sidebar or header may reach the paper.
  return pathname.startsWith(printReceiptPath) ? (
    <Suspense fallback={<Spinner />}>
      <PrintReceiptPage />
    </Suspense>
  ) : (
    <AppShell user={user} />
  );
}
