import { useEffect, useState } from 'react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Landmark, Menu, X } from 'lucide-react';
import type { SignedInUser } from '@sarafi/core';
import { CommandPaletteProvider, PaletteButton } from '../command-palette/palette-provider';
import { AppRoutes } from './routes';
import { Sidebar } from './sidebar';

/**
 * Fixed sidebar from md up; below it a header whose button opens the same sidebar as a drawer (docs/architecture.md, Screens, Sidebar).
 * The drawer is a Radix dialog, so focus stays inside while it is open and Escape or the overlay closes it.
 * A printed page (the account statement) is the page alone: no sidebar, header or padding.
 */
export function AppShell({ user }: { user: SignedInUser }) {
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const close = () => setDrawerOpen(false);
  const sidebarKey = `${user.id}:${user.role}`;
  // A drawer left open while the window grows past md would keep its focus trap behind the fixed sidebar.
  useEffect(() => {
    const wide = window.matchMedia('(min-width: 48rem)');
    const onChange = () => wide.matches && setDrawerOpen(false);
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, []);
  return (
    <CommandPaletteProvider user={user}>
      <div className="min-h-screen md:flex">
        {/* First on the page: one key past the menu to the screen's own content (docs/decisions.md, Web and i18n). */}
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-primary px-4 py-2 font-medium text-white focus:not-sr-only focus:fixed focus:start-4 focus:top-4 print:hidden"
        >
          {t('app.skipToContent')}
        </a>
        <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
          <header className="sticky top-0 z-30 flex items-center justify-between gap-3 bg-sidebar px-4 py-3 text-white md:hidden print:hidden">
            <span className="flex min-w-0 items-center gap-2 font-semibold">
              <Landmark className="h-5 w-5 shrink-0 text-blue-400" aria-hidden />
              <span className="truncate">{t('app.name')}</span>
            </span>
            <span className="flex items-center gap-1">
              <PaletteButton className="hover:bg-sidebar-accent" />
              <Dialog.Trigger className="rounded-md p-1 hover:bg-sidebar-accent" aria-label={t('app.openMenu')}>
                <Menu className="h-6 w-6" aria-hidden />
              </Dialog.Trigger>
            </span>
          </header>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50 animate-fade-in md:hidden" data-testid="drawer-overlay" />
            <Dialog.Content aria-describedby={undefined} className="fixed inset-y-0 start-0 z-50 w-72 max-w-[85vw] shadow-xl animate-drawer-in focus:outline-none md:hidden">
              <Dialog.Title className="sr-only">{t('app.name')}</Dialog.Title>
              <Sidebar
                key={sidebarKey}
                user={user}
                onNavigate={close}
                headerAction={
                  <Dialog.Close className="rounded-md p-1 text-white hover:bg-sidebar-accent" aria-label={t('app.closeMenu')}>
                    <X className="h-5 w-5" aria-hidden />
                  </Dialog.Close>
                }
              />
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>

        <aside className="sticky top-0 hidden h-screen w-64 shrink-0 md:block print:hidden">
          <Sidebar key={sidebarKey} user={user} onNavigate={() => undefined} headerAction={<PaletteButton className="text-sidebar-foreground hover:bg-sidebar-accent hover:text-white" />} />
        </aside>

        <main id="main" tabIndex={-1} className="min-w-0 flex-1 p-4 outline-none md:p-8 print:p-0">
          <AppRoutes user={user} />
        </main>
      </div>
    </CommandPaletteProvider>
  );
}
