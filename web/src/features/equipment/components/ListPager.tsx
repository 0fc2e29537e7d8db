import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES, pageIndex, rowRange, type CursorStack } from '../../../lib/pagination/cursorStack';
import { useFormatters } from '../hooks/useFormatters';

interface ListPagerProps {
  stack: CursorStack;
  rowsOnPage: number;
  totalCount: number;
  totalCountIsExact: boolean;
  hasNextPage: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onSizeChange: (size: number) => void;
}

/** "1–25 of 132" with previous/next (a cursor connection has no page numbers) and the page size. */
export function ListPager(props: ListPagerProps) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const { from, to } = rowRange(props.stack, props.rowsOnPage);
  const total = props.totalCountIsExact
    ? number(props.totalCount)
    : t('equipment.list.manyTotal', { total: number(props.totalCount) });
  return (
    <Space wrap style={{ justifyContent: 'flex-end', width: '100%' }}>
      <Typography.Text type="secondary" data-testid="equipment-range">
        {t('equipment.list.range', { from: number(from), to: number(to), total })}
      </Typography.Text>
      {/* Arrows follow the reading direction: "previous" points right in Arabic. */}
      <Button
        icon={<LeftOutlined className="equipment-flip-rtl" />}
        aria-label={t('equipment.list.previous')}
        disabled={pageIndex(props.stack) === 0}
        onClick={props.onPrevious}
        data-testid="equipment-previous"
      />
      <Button
        icon={<RightOutlined className="equipment-flip-rtl" />}
        aria-label={t('equipment.list.next')}
        disabled={!props.hasNextPage}
        onClick={props.onNext}
        data-testid="equipment-next"
      />
      <Select
        value={props.stack.size}
        onChange={props.onSizeChange}
        options={PAGE_SIZES.map((size) => ({ value: size, label: t('equipment.list.perPage', { size }) }))}
        aria-label={t('equipment.list.pageSize')}
        data-testid="equipment-page-size"
        style={{ minWidth: 120 }}
      />
    </Space>
  );
}
