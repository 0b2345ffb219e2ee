import { useNavigation } from 'react-router';
import { useRootData } from '~/root';

/**
 * The signed-in user for any screen (from the root loader, so the server already knows it) and a loading flag
 * that is true while a navigation may change it.
 */
export function useAuth() {
  const root = useRootData();
  const navigation = useNavigation();
  return { user: root?.user ?? null, loading: navigation.state === 'loading' };
}
