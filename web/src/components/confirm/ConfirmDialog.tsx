import { Button, Flex, Modal, theme } from 'antd';
import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResolvedConfirmConfig } from './confirmConfig';
import { confirmIcon } from './confirmIcons';
import { useConfirmColor } from './useConfirmColor';

interface ConfirmDialogProps {
  config: ResolvedConfirmConfig;
  open: boolean;
  onClose: (confirmed: boolean) => void;
  /** After the closing animation. */
  onClosed: () => void;
}

export function ConfirmDialog({ config, open, onClose, onClosed }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const colorOf = useConfirmColor();
  const { token } = theme.useToken();
  const { icon, actions, dismissible } = config;
  return (
    <Modal
      open={open}
      title={null}
      closable={dismissible}
      mask={{ closable: dismissible }}
      keyboard={dismissible}
      onCancel={() => onClose(false)}
      afterClose={onClosed}
      // Above popovers (base + 30): the dialog is often asked for from inside one.
      zIndex={token.zIndexPopupBase + 100}
      width={{ xs: '90vw', md: '32rem' }}
      footer={
        <Flex gap="small" justify="flex-end">
          {actions.cancel.show && (
            <Button onClick={() => onClose(false)} data-testid="confirm-cancel">
              {actions.cancel.label ?? t('confirm.cancel')}
            </Button>
          )}
          {actions.confirm.show && (
            <Button
              type="primary"
              style={{ background: colorOf(actions.confirm.color) }}
              onClick={() => onClose(true)}
              data-testid="confirm-ok"
            >
              {actions.confirm.label ?? t('confirm.confirm')}
            </Button>
          )}
        </Flex>
      }
    >
      <Flex gap="middle" align="flex-start" data-testid="confirm-dialog">
        {icon.show && (
          <span style={{ fontSize: 28, color: colorOf(icon.color) }}>{createElement(confirmIcon(icon.name))}</span>
        )}
        <div>
          <h2 style={{ marginBlock: 0, fontSize: token.fontSizeHeading4, fontWeight: token.fontWeightStrong }}>
            {config.title ?? t('confirm.title')}
          </h2>
          <p style={{ color: token.colorTextSecondary }}>{config.message ?? t('confirm.message')}</p>
        </div>
      </Flex>
    </Modal>
  );
}
