import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../../lib/useDebouncedValue';
import { usePartOptions } from '../../api/usePartOptions';

interface PartSelectProps {
  farmId: string;
  value?: string | null;
  onChange?: (id: string | null) => void;
  /** Parts already on the order: a part is on an order once. */
  exclude: readonly string[];
  id?: string;
}

/** Picks a part of the farm; typing searches on the server, and each choice says what is available. */
export function PartSelect({ farmId, value, onChange, exclude, id }: PartSelectProps) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const { parts, loading } = usePartOptions(farmId, useDebouncedValue(search));
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      allowClear
      loading={loading}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      placeholder={t('workOrders.parts.search')}
      notFoundContent={t('workOrders.parts.noMatch')}
      options={parts
        .filter((part) => !exclude.includes(part.id))
        .map((part) => ({
          value: part.id,
          label: `${part.partNumber} — ${part.name} (${t('workOrders.parts.availableCount', { quantity: number.format(part.available) })})`,
        }))}
      data-testid="wo-part-select"
    />
  );
}
