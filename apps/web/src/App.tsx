import { useCurrentUser } from './features/auth/use-current-user';
import { useLoginToast } from './features/auth/login-toast';
import { LoginPage } from './features/auth/login-page';
import { AppShell } from './features/shell/app-shell';
import { Spinner } from './features/shell/status-pages';

export function App() {
  const { data: user, isLoading } = useCurrentUser();
  useLoginToast(Boolean(user));
  if (isLoading) return <Spinner />;
  return user ? <AppShell user={user} /> : <LoginPage />;
}
