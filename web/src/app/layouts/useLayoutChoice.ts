import { useMatches, useSearchParams } from 'react-router';
import { appConfig } from '../appConfig';
import { chooseLayout, type LayoutName } from './chooseLayout';

interface LayoutHandle {
  layout?: LayoutName;
}

/** The layout for the current location; the deepest route that names one decides. */
export function useLayoutChoice(): LayoutName {
  const matches = useMatches();
  const [params] = useSearchParams();
  const routeLayout = matches
    .map((match) => (match.handle as LayoutHandle | undefined)?.layout)
    .filter(Boolean)
    .pop();
  return chooseLayout(appConfig.layout, params.get('layout'), routeLayout);
}
