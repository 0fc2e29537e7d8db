import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTotal } from '../../lib/format/formatTotal';
import { PAGE_SIZES, pageIndex, rowRange } from '../../lib/pagination/cursorStack';
import type { CursorPaging } from '../../lib/pagination/useCursorPaging';
import type { ListTestIds } from './listTestIds';
import './listPage.css';
import type { Connection } from '../../lib/pagination/connection';

interface CursorPagerProps {
  paging: CursorPaging;
  connection: Connection<unknown>;
  rowsOnPage: number;
  loading: boolean;
  testIds: ListTestIds;
}

/** "1–25 of 132" with previous/next (a cursor connection has no page numbers) and the page size. */
export function CursorPager({ paging, connection, rowsOnPage, loading, testIds }: CursorPagerProps) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const { from, to } = rowRange(paging.stack, rowsOnPage);
  const total = formatTotal(connection.totalCount, connection.totalCountIsExact, i18n.language);
  return (
    <Space wrap style={{ justifyContent: 'flex-end', width: '100%' }} data-testid={testIds.pager}>
      <Typography.Text type="secondary" data-testid={testIds.range}>
        {t('listPage.range', { from: number.format(from), to: number.format(to), total })}
      </Typography.Text>
      {/* Arrows follow the reading direction: "previous" points right in Arabic. */}
      <Button
        icon={<LeftOutlined className="flip-rtl" />}
        aria-label={t('listPage.previous')}
        disabled={pageIndex(paging.stack) === 0}
        onClick={paging.previous}
        data-testid={testIds.previous}
      />
      <Button
        icon={<RightOutlined className="flip-rtl" />}
        aria-label={t('listPage.next')}
        disabled={!connection.pageInfo.hasNextPage || loading}
        onClick={() => paging.next(connection.pageInfo.endCursor)}
        data-testid={testIds.next}
      />
      <Select
        value={paging.first}
        onChange={paging.setSize}
        options={PAGE_SIZES.map((size) => ({ value: size, label: t('listPage.perPage', { size }) }))}
        aria-label={t('listPage.pageSize')}
        data-testid={testIds.pageSize}
        style={{ minWidth: 120 }}
      />
    </Space>
  );
}
