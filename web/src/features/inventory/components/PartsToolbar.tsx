import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PartsListState } from '../hooks/usePartsListState';
import { ExportButton } from './ExportButton';
import { FILTER_TEXT_MAX } from '../../../lib/forms/limits';

interface PartsToolbarProps {
  farmId: string;
  list: PartsListState;
  categories: string[];
  canCreate: boolean;
  onCreate: () => void;
}

/** Search, category, the low-stock quick filter, export and (for writers) a new part. */
export function PartsToolbar({ farmId, list, categories, canCreate, onCreate }: PartsToolbarProps) {
  const { t } = useTranslation();
  return (
    <Flex wrap gap="small" align="center" data-testid="parts-toolbar">
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder={t('inventory.search')}
        aria-label={t('inventory.search')}
        value={list.text}
        maxLength={FILTER_TEXT_MAX}
        onChange={(event) => list.setText(event.target.value)}
        style={{ width: 240, maxWidth: '100%' }}
        data-testid="parts-search"
      />
      <Select
        allowClear
        showSearch
        placeholder={t('inventory.allCategories')}
        aria-label={t('inventory.fields.category')}
        value={list.category}
        onChange={list.setCategory}
        options={categories.map((category) => ({ value: category, label: category }))}
        style={{ minWidth: 180 }}
        data-testid="parts-category"
      />
      <Checkbox
        checked={list.lowStock}
        onChange={(event) => list.setLowStock(event.target.checked)}
        data-testid="parts-low-stock"
      >
        {t('inventory.lowStockOnly')}
      </Checkbox>
      <div style={{ flex: 1 }} />
      <ExportButton farmId={farmId} filter={list.filter} sort={list.sort} />
      {canCreate && (
        <Button type="primary" icon={<PlusOutlined />} onClick={onCreate} data-testid="part-create">
          {t('inventory.newPart')}
        </Button>
      )}
    </Flex>
  );
}
