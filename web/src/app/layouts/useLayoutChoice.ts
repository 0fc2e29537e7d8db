import { useSearchParams } from 'react-router';
import { appConfig } from '../appConfig';
import { chooseLayout, type LayoutName } from './chooseLayout';

/** The layout for the current location: the route group's own (`routeLayout`) unless overridden. */
export function useLayoutChoice(routeLayout?: LayoutName): LayoutName {
  const [params] = useSearchParams();
  return chooseLayout(appConfig.layout, params.get('layout'), routeLayout);
}
