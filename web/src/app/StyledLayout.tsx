import '@/components/fullStyles';
import { Outlet } from 'react-router-dom';

/** Screens other than the landing page and the list pages: they render with the full stylesheet. */
export function StyledLayout() {
  return <Outlet />;
}
