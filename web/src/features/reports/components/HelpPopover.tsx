import { QuestionCircleOutlined } from '@ant-design/icons';
import { Button, Popover } from 'antd';
import { useTranslation } from 'react-i18next';

/** How a report is computed (the schema's definitions, in words), a click away from its title. */
export function HelpPopover({ title, text, testId }: { title: string; text: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Popover
      trigger="click"
      title={title}
      content={<p style={{ maxWidth: 360, margin: 0, whiteSpace: 'pre-line' }}>{text}</p>}
    >
      <Button
        type="text"
        size="small"
        icon={<QuestionCircleOutlined />}
        aria-label={t('reports.help', { report: title })}
        data-testid={testId}
      />
    </Popover>
  );
}
