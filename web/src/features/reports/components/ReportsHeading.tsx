import { PrinterOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { FarmSubtitle } from '../../../components/list-page/FarmSubtitle';
import { PageHeading } from '../../../components/list-page/PageHeading';
import type { FarmSummary } from '../../../lib/farm/farmStore';
import { useFormat } from '../../../lib/format/useFormat';
import type { ReportParams } from '../model/reportParams';

interface ReportsHeadingProps {
  farm: FarmSummary;
  choice: ReportParams;
  /** The chosen machine's code and name, once known. */
  machine: { code: string; name: string } | null;
  onPrint: () => void;
}

/**
 * The page's title with what the reports are about: the farm, the period and the filter. It
 * heads the printout too, where the toolbar that chose them is left out.
 */
export function ReportsHeading({ farm, choice, machine, onPrint }: ReportsHeadingProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { period, category } = choice;
  const filters = [
    machine && t('reports.filters.machineIs', { machine: `${machine.code} — ${machine.name}` }),
    category && t('reports.filters.categoryIs', { category: t(`equipment.category.${category}`) }),
  ].filter(Boolean);
  return (
    <PageHeading
      title={t('sections.titles.reports')}
      subtitle={
        <span style={{ display: 'flex', flexDirection: 'column' }}>
          <FarmSubtitle farm={farm} />
          <span data-testid="reports-period-text">
            {t('reports.period.text', { from: format.date(period.from), to: format.date(period.to) })}
          </span>
          {filters.length > 0 && <span data-testid="reports-filter-text">{filters.join(' · ')}</span>}
        </span>
      }
      actions={
        <Button
          icon={<PrinterOutlined />}
          onClick={onPrint}
          className="fm-report-screen-only"
          data-testid="reports-print"
        >
          {t('reports.print')}
        </Button>
      }
    />
  );
}
