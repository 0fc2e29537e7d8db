import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountTable_AccountFragment as Account } from '../../../__generated__/graphql';
import { useSetAccountActive } from '../api/useSetAccountActive';
import { useSetUserAdmin } from '../api/useSetUserAdmin';
import { useRunAction, type Ask } from '../hooks/useRunAction';

/**
 * An admin's two changes to another account, each confirmed: grant or revoke admin (every
 * farm, every action), and deactivate (no sign-in anywhere, its sessions end) or reactivate.
 * Nobody changes their own account here.
 */
export function AccountActions({ account, self }: { account: Account; self: boolean }) {
  const { t } = useTranslation();
  const setAdmin = useSetUserAdmin();
  const setActive = useSetAccountActive();
  const run = useRunAction();
  const [busy, setBusy] = useState<'admin' | 'active' | null>(null);
  if (self) return null;

  async function act(which: 'admin' | 'active', write: () => Promise<unknown>, ask: Ask) {
    setBusy(which);
    await run(write, ask);
    setBusy(null);
  }
  const words = (key: string) => t(`userManagement.accounts.${key}`, { name: account.name });
  const adminKey = account.admin ? 'revokeAdmin' : 'grantAdmin';
  const activeKey = account.deactivated ? 'reactivate' : 'deactivate';

  return (
    <Flex gap={8} wrap>
      <Button
        size="small"
        loading={busy === 'admin'}
        onClick={() =>
          void act('admin', () => setAdmin(account, !account.admin), {
            title: words(`${adminKey}Title`),
            message: words(`${adminKey}Message`),
            label: words(adminKey),
          })
        }
        data-testid={account.admin ? 'account-revoke-admin' : 'account-grant-admin'}
      >
        {words(adminKey)}
      </Button>
      <Button
        size="small"
        danger={!account.deactivated}
        loading={busy === 'active'}
        onClick={() =>
          void act('active', () => setActive(account, account.deactivated), {
            title: words(`${activeKey}Title`),
            message: words(`${activeKey}Message`),
            label: words(activeKey),
          })
        }
        data-testid={`account-${activeKey}`}
      >
        {words(activeKey)}
      </Button>
    </Flex>
  );
}
