import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMachineOptions } from '../api/useMachineOptions';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';

interface Machine {
  id: string;
  code: string;
  name: string;
}

interface MachineSelectProps {
  farmId: string;
  value?: string | null;
  onChange?: (id: string | null) => void;
  /** Machines that may not be picked (the machine itself, its current implements). */
  exclude?: readonly string[];
  /** The current choice, shown even when it is not among the first matches. */
  current?: Machine | null;
  id?: string;
  testId?: string;
}

/** Picks a machine of the farm; typing searches on the server (farms can have thousands). */
export function MachineSelect({ farmId, value, onChange, exclude = [], current, id, testId }: MachineSelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const { machines, loading } = useMachineOptions(farmId, useDebouncedValue(search));
  const choices = current && !machines.some((machine) => machine.id === current.id) ? [current, ...machines] : machines;
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      allowClear
      loading={loading}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      placeholder={t('equipment.form.machinePlaceholder')}
      notFoundContent={t('equipment.form.noMachines')}
      options={choices
        .filter((machine) => !exclude.includes(machine.id))
        .map((machine) => ({ value: machine.id, label: `${machine.code} — ${machine.name}` }))}
      data-testid={testId}
      style={{ minWidth: 240 }}
    />
  );
}
