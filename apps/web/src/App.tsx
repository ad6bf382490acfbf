import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useCurrentUser } from './features/auth/use-current-user';
import { boardPath } from './features/board/board-options';
import { useLoginToast } from './features/auth/login-toast';
import { LoginPage } from './features/auth/login-page';
import { printReceiptPath } from './features/receipts/receipt-width';
import { AppShell } from './features/shell/app-shell';
import { Spinner } from './features/shell/status-pages';

const PrintReceiptPage = lazy(() => import('./features/receipts/print-receipt-page').then((m) => ({ default: m.PrintReceiptPage })));
const BoardPage = lazy(() => import('./features/board/board-page').then((m) => ({ default: m.BoardPage })));

/** The shop's TV rates board needs no session: it never asks who is signed in, so it never shows the login screen. */
export function App() {
  const { pathname } = useLocation();
  if (pathname === boardPath) {
    return (
      <Suspense fallback={<Spinner />}>
        <BoardPage />
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
