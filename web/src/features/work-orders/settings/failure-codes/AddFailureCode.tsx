import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FailureCodeKind } from '../../../../__generated__/graphql';
import { serverError, useServerErrorText } from '../../../../lib/apollo/serverError';
import { useCreateFailureCode } from '../api/useCreateFailureCode';
import { CODE_MAX, LABEL_MAX, codeError, codeFromLabel, labelError } from './failureCodeRules';

interface NewCode {
  label: string;
  code: string;
}

/** Adds a code to one list: a name, and the code it suggests until the manager types their own. */
export function AddFailureCode({ farmId, kind }: { farmId: string; kind: FailureCodeKind }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorText = useServerErrorText();
  const create = useCreateFailureCode();
  const [form] = Form.useForm<NewCode>();
  // One id per code added: sending it again (a double tap, a retry) adds it once.
  const [id, setId] = useState(() => crypto.randomUUID());
  const [codeTyped, setCodeTyped] = useState(false);
  const [busy, setBusy] = useState(false);
  const rule = (check: (value: string) => string | null, max: number) => ({
    validator: async (_: unknown, value: string) => {
      const key = check(value);
      if (key) throw new Error(t(key, { max }));
    },
  });

  async function submit({ label, code }: NewCode) {
    setBusy(true);
    try {
      await create({ id, farmId, kind, label: label.trim(), code: code.trim() });
      form.resetFields();
      setCodeTyped(false);
      setId(crypto.randomUUID());
    } catch (error) {
      const found = serverError(error);
      const text = found.code === 'NETWORK' ? t('workOrders.form.saveFailed') : errorText(found);
      // A taken code belongs on the code; anything else is said once for the form.
      if (found.code === 'CONFLICT' || found.field === 'code') form.setFields([{ name: 'code', errors: [text] }]);
      else if (found.field === 'label') form.setFields([{ name: 'label', errors: [text] }]);
      else void message.error(text);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form<NewCode>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => void submit(values)}
      onValuesChange={(changed: Partial<NewCode>) => {
        if ('code' in changed) setCodeTyped(!!changed.code);
        else if (changed.label !== undefined && !codeTyped) form.setFieldValue('code', codeFromLabel(changed.label));
      }}
      data-testid={`settings-code-add-${kind}`}
    >
      <Form.Item name="label" label={t('workOrders.settings.codes.label')} rules={[rule(labelError, LABEL_MAX)]}>
        <Input maxLength={LABEL_MAX} data-testid="settings-code-new-label" />
      </Form.Item>
      <Form.Item
        name="code"
        label={t('workOrders.settings.codes.code')}
        extra={t('workOrders.settings.codes.codeHint')}
        normalize={(value: string) => value.toUpperCase()}
        rules={[rule(codeError, CODE_MAX)]}
      >
        <Input maxLength={CODE_MAX} dir="ltr" data-testid="settings-code-new-code" />
      </Form.Item>
      <Button htmlType="submit" icon={<PlusOutlined />} loading={busy} data-testid="settings-code-add">
        {t('workOrders.settings.codes.add')}
      </Button>
    </Form>
  );
}
