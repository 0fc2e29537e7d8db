import { DownOutlined, EnvironmentOutlined, SettingOutlined } from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyDropdown } from '../../components/LazyDropdown';
import { useCan } from '../../lib/auth/useCan';
import { BarButton } from '../BarButton';
import { selectFarm, useActiveFarm, useFarmState } from '../../lib/farm/farmStore';

// The settings form (antd Modal, Select, Form) loads when an admin first opens it.
const FarmSettingsModal = lazy(() =>
  import('./FarmSettingsModal').then((module) => ({ default: module.FarmSettingsModal })),
);

const SETTINGS_KEY = 'farm-settings';

/**
 * A dropdown rather than a Select: lighter, and its menu loads on first click. Admins also
 * find the selected farm's settings (its currency) at the foot of the list.
 */
export function FarmSelector({ block }: { block?: boolean }) {
  const { t } = useTranslation();
  const { farms } = useFarmState();
  const active = useActiveFarm();
  const isAdmin = useCan('admin.all.access');
  const [editing, setEditing] = useState(false);
  const items: MenuProps['items'] = farms.map((farm) => ({
    key: farm.id,
    label: <span data-testid={`farm-option-${farm.reference}`}>{farm.name}</span>,
  }));
  if (isAdmin && active)
    items.push(
      { type: 'divider' },
      {
        key: SETTINGS_KEY,
        icon: <SettingOutlined />,
        label: <span data-testid="farm-settings-open">{t('farm.settings.open')}</span>,
      },
    );
  return (
    <>
      <LazyDropdown
        disabled={farms.length === 0}
        menu={{
          items,
          selectable: true,
          selectedKeys: active ? [active.id] : [],
          onClick: ({ key }) => (key === SETTINGS_KEY ? setEditing(true) : selectFarm(key)),
        }}
      >
        <BarButton
          type="default"
          icon={<EnvironmentOutlined />}
          aria-label={t('farm.select')}
          data-testid="farm-selector"
          disabled={farms.length === 0}
          block={block}
          style={{ maxWidth: block ? undefined : 220, justifyContent: 'space-between' }}
        >
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', flex: 1, textAlign: 'start' }}>
            {active?.name ?? t('farm.none')}
          </span>
          <DownOutlined />
        </BarButton>
      </LazyDropdown>
      {editing && active && (
        <Suspense fallback={null}>
          <FarmSettingsModal farm={active} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </>
  );
}
