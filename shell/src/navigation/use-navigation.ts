import { useBranches, useLocation, useNavigations, useSites, type NavigationIdentifier } from '@theke/ui';
import { buildNavigation, type NavigationNode } from './navigation';

/** The enabled items of one navigation, resolved against the current route. */
export function useNavigation(identifier: NavigationIdentifier): NavigationNode[] {
  const { pathname } = useLocation();
  const { data: navigations = [] } = useNavigations();
  const { data: sites = [] } = useSites();
  const { data: branches = [] } = useBranches();
  const items = navigations.find((navigation) => navigation.identifier === identifier)?.items;
  return buildNavigation(items, { sites, branches, pathname });
}
