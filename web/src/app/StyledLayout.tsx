import './fullStyles';
import { Outlet } from 'react-router-dom';

/** Static screens without data: they only need the full stylesheet. */
export function StyledLayout() {
  return <Outlet />;
}
