import { useLocation } from 'react-router';
import { useCurrentUser } from './features/auth/use-current-user';
import { useLoginToast } from './features/auth/login-toast';
import { LoginPage } from './features/auth/login-page';
import { PrintReceiptPage } from './features/receipts/print-receipt-page';
import { printReceiptPath } from './features/receipts/receipt-width';
import { AppShell } from './features/shell/app-shell';
import { Spinner } from './features/shell/status-pages';

export function App() {
  const { data: user, isLoading } = useCurrentUser();
  const { pathname } = useLocation();
  useLoginToast(Boolean(user));
  if (isLoading) return <Spinner />;
  if (!user) return <LoginPage />;
  // A print window holds the receipt alone: no sidebar or header may reach the paper.
  return pathname.startsWith(printReceiptPath) ? <PrintReceiptPage /> : <AppShell user={user} />;
}
