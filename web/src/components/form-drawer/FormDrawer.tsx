import { Alert, Button, Drawer, Flex, Grid } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface FormDrawerProps {
  title: ReactNode;
  /** The drawer's test id; its save button and error alert are `<testId>-save` and `<testId>-error`. */
  testId: string;
  cancelLabel: string;
  saveLabel: string;
  saving: boolean;
  /** A refusal that belongs to no single field. */
  error?: ReactNode;
  onClose: () => void;
  onSave: () => void;
  children: ReactNode;
}

/**
 * The drawer every create/edit form opens in: full width on a phone, 720 px from the reading
 * side's end otherwise (the left in Arabic), Cancel and Save at the bottom, and the server's
 * refusal above the fields.
 */
export function FormDrawer({
  title,
  testId,
  cancelLabel,
  saveLabel,
  saving,
  error,
  onClose,
  onSave,
  children,
}: FormDrawerProps) {
  const { i18n } = useTranslation();
  const screens = Grid.useBreakpoint();
  return (
    <Drawer
      open
      onClose={onClose}
      size={screens.md ? 720 : '100%'}
      placement={i18n.dir() === 'rtl' ? 'left' : 'right'}
      title={title}
      destroyOnHidden
      data-testid={testId}
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>{cancelLabel}</Button>
          <Button type="primary" loading={saving} onClick={onSave} data-testid={`${testId}-save`}>
            {saveLabel}
          </Button>
        </Flex>
      }
    >
      {error && (
        <Alert type="error" showIcon title={error} style={{ marginBlockEnd: 16 }} data-testid={`${testId}-error`} />
      )}
      {children}
    </Drawer>
  );
}
