import { getApolloClient } from './apolloClient';
import { storedLanguage } from '../../lib/i18n/i18n';
import { applyLocale } from '../../lib/i18n/localeStore';
import { activeFarmId, farmsLoadFailed, setFarms } from '../../lib/farm/farmStore';
import { FarmsQuery } from '../../shell/farm/api/farmsQuery';
import { NavigationQuery } from '../../shell/navigation/api/useNavigation';
import { NotificationsQuery } from '../../shell/notifications/api/useNotifications';
import { MeQuery } from '../../shell/user/api/useMe';

/**
 * Runs before the signed-in pages: farms first (the notifications depend on the active
 * farm), then navigation, user, notifications and the antd/dayjs locale, so the shell
 * renders complete.
 */
export async function loadInitialData(): Promise<null> {
  const client = getApolloClient();
  try {
    const { data } = await client.query({ query: FarmsQuery, fetchPolicy: 'network-only' });
    setFarms(data?.farms ?? []);
  } catch {
    farmsLoadFailed();
  }
  // The shell shows its own errors; a failed query must not keep the user out.
  await Promise.allSettled([
    applyLocale(storedLanguage()),
    client.query({ query: NavigationQuery, variables: { farmId: activeFarmId() } }),
    client.query({ query: MeQuery }),
    client.query({ query: NotificationsQuery, variables: { farmId: activeFarmId() } }),
  ]);
  return null;
}
