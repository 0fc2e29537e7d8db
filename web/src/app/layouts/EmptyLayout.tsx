import { Outlet } from 'react-router';
import { LoadingBar } from '../../components/LoadingBar';

/** Loading bar plus the routed page, nothing else. */
export function EmptyLayout() {
  return (
    <>
      <LoadingBar />
      <Outlet />
    </>
  );
}
