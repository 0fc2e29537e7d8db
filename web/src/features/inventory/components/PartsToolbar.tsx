import { SearchOutlined } from '@ant-design/icons';
import { Checkbox, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListToolbar } from '../../../components/list-page/ListToolbar';
import { FILTER_TEXT_MAX } from '../../../lib/forms/limits';
import type { PartsListState } from '../hooks/usePartsListState';

/** Search, category and the low-stock quick filter. */
export function PartsToolbar({ list, categories }: { list: PartsListState; categories: string[] }) {
  const { t } = useTranslation();
  return (
    <ListToolbar testId="parts-toolbar">
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
    </ListToolbar>
  );
}
