import { DownOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LazyDropdown } from '../../components/LazyDropdown';
import { BarButton } from '../BarButton';
import { selectFarm, useActiveFarm, useFarmState } from '../../lib/farm/farmStore';

/** A dropdown rather than a Select: lighter, and its menu loads on first click. */
export function FarmSelector({ block }: { block?: boolean }) {
  const { t } = useTranslation();
  const { farms } = useFarmState();
  const active = useActiveFarm();
  return (
    <LazyDropdown
      disabled={farms.length === 0}
      menu={{
        items: farms.map((farm) => ({ key: farm.id, label: <span data-testid={`farm-option-${farm.reference}`}>{farm.name}</span> })),
        selectable: true,
        selectedKeys: active ? [active.id] : [],
        onClick: ({ key }) => selectFarm(key),
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
  );
}
