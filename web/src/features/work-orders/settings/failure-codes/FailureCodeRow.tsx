import { EditOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FailureCodeListsQuery } from '../../../../__generated__/graphql';
import { useRunWrite } from '../../detail/useRunWrite';
import { useUpdateFailureCode } from '../api/useUpdateFailureCode';
import { InlineEdit } from '../InlineEdit';
import { LABEL_MAX, labelError } from './failureCodeRules';

export type FailureCode = FailureCodeListsQuery['failureCodes'][number];

/** One code of a list: its name (renamed in place), its code, and whether orders are offered it. */
export function FailureCodeRow({ code, farmId }: { code: FailureCode; farmId: string }) {
  const { t } = useTranslation();
  const update = useUpdateFailureCode(farmId);
  const run = useRunWrite();
  const [renaming, setRenaming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function toggle() {
    setBusy(true);
    await run(() => update.setActive(code.id, !code.active));
    setBusy(false);
  }

  return (
    <Flex
      vertical
      gap={4}
      data-testid="settings-code"
      data-code={code.code}
      data-active={String(code.active)}
      style={{ paddingBlock: 6 }}
    >
      {renaming ? (
        <InlineEdit
          initial={code.label}
          check={labelError}
          checkValues={{ max: LABEL_MAX }}
          save={(label) => update.rename(code.id, label.trim())}
          onDone={() => setRenaming(false)}
          testId="settings-code-rename"
          input={({ value, onChange, onSubmit, status }) => (
            <Input
              value={value}
              status={status}
              autoFocus
              onChange={(event) => onChange(event.target.value)}
              onPressEnter={onSubmit}
              aria-label={t('workOrders.settings.codes.label')}
              data-testid="settings-code-rename-input"
            />
          )}
        />
      ) : (
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Flex vertical>
            <Typography.Text type={code.active ? undefined : 'secondary'} data-testid="settings-code-label">
              {code.label}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }} dir="ltr">
              {code.code}
            </Typography.Text>
          </Flex>
          <Flex gap={4} align="center">
            {!code.active && <Tag data-testid="settings-code-inactive">{t('workOrders.settings.codes.inactive')}</Tag>}
            <Button
              size="small"
              icon={<EditOutlined />}
              aria-label={t('workOrders.settings.codes.rename')}
              title={t('workOrders.settings.codes.rename')}
              onClick={() => setRenaming(true)}
              data-testid="settings-code-rename-open"
            />
            <Button size="small" loading={busy} onClick={() => void toggle()} data-testid="settings-code-toggle">
              {t(code.active ? 'workOrders.settings.codes.deactivate' : 'workOrders.settings.codes.reactivate')}
            </Button>
          </Flex>
        </Flex>
      )}
    </Flex>
  );
}
