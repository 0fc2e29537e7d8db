import { Grid, theme } from 'antd';
import { Suspense, lazy, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoadingBar, LoadingBarTrack } from '../../../components/LoadingBar';
import { useFarmState } from '../../../lib/farm/farmStore';
import { AppFooter } from '../../../shell/AppFooter';
import { FarmBanner } from '../../../shell/farm/FarmBanner';
import { useFarmLoadFailureNotice } from '../../../shell/farm/useFarmLoadFailureNotice';
import { TopBar } from '../../../shell/TopBar';
import { useReloadOnFarmChange } from '../../signed-in/useReloadOnFarmChange';

// Drawers load when first opened: the first page stays within its size budget.
const NavigationDrawer = lazy(() =>
  import('../../../shell/navigation/NavigationDrawer').then((module) => ({ default: module.NavigationDrawer })),
);
const SettingsDrawer = lazy(() =>
  import('../../../shell/settings/SettingsDrawer').then((module) => ({ default: module.SettingsDrawer })),
);

/** Top bar, farm banner, the routed page (remounted per farm) and the footer. */
export default function ModernLayout() {
  const { pathname } = useLocation();
  const { selectedId } = useFarmState();
  const screens = Grid.useBreakpoint();
  const { token } = theme.useToken();
  // The drawer belongs to the path it was opened on, so any route change closes it.
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState<boolean | null>(null);
  useReloadOnFarmChange();
  useFarmLoadFailureNotice();

  const openMenu = () => {
    setDrawerUsed(true);
    setDrawerPath(pathname);
  };

  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        minHeight: '100vh',
        background: token.colorBgLayout,
        color: token.colorText,
      }}
    >
      <LoadingBar />
      <TopBar onOpenMenu={openMenu} onOpenSettings={() => setSettingsOpen(true)} />
      <Suspense fallback={null}>
        {drawerUsed && (
          <NavigationDrawer open={!screens.md && drawerPath === pathname} onClose={() => setDrawerPath(null)} />
        )}
        {settingsOpen !== null && <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />}
      </Suspense>
      <FarmBanner />
      <main style={{ flex: 1, minWidth: 0 }}>
        <Suspense key={selectedId ?? 'no-farm'} fallback={<LoadingBarTrack />}>
          <Outlet />
        </Suspense>
      </main>
      <AppFooter />
    </div>
  );
}
