import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '../../../lib/pagination/cursorStack';
import { formatTotal } from '../lib/formatStock';

interface PagerBarProps {
  from: number;
  to: number;
  total: number;
  exact: boolean;
  pageSize: number;
  onPageSize: (size: number) => void;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/** Previous/next over cursors (no page numbers: the server pages by keyset), range and page size. */
export function PagerBar(props: PagerBarProps) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const rtl = i18n.dir() === 'rtl';
  return (
    <Flex justify="end" align="center" gap="small" wrap data-testid="parts-pager">
      <span data-testid="parts-range">
        {t('inventory.range', {
          from: number.format(props.from),
          to: number.format(props.to),
          total: formatTotal(props.total, props.exact, i18n.language),
        })}
      </span>
      <Select
        size="small"
        value={props.pageSize}
        onChange={props.onPageSize}
        aria-label={t('inventory.pageSize')}
        data-testid="page-size"
        options={PAGE_SIZES.map((size) => ({ value: size, label: t('inventory.perPage', { count: size }) }))}
      />
      <Button
        size="small"
        icon={rtl ? <RightOutlined /> : <LeftOutlined />}
        disabled={!props.hasPrevious}
        onClick={props.onPrevious}
        aria-label={t('inventory.previousPage')}
        data-testid="page-previous"
      />
      <Button
        size="small"
        icon={rtl ? <LeftOutlined /> : <RightOutlined />}
        disabled={!props.hasNext}
        onClick={props.onNext}
        aria-label={t('inventory.nextPage')}
        data-testid="page-next"
      />
    </Flex>
  );
}
