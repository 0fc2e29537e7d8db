import { DeleteOutlined, UploadOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Flex, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { safeImageSource } from '../../../lib/urls/safeUrls';
import { AVATAR_SIDE, AVATAR_TYPES } from '../model/accountLimits';
import { avatarFromFile } from '../model/avatarFromFile';

interface AvatarPickerProps {
  /** The picture (an address or an inline image); null: the default icon. Set by Form.Item. */
  value?: string | null;
  onChange?: (value: string | null) => void;
}

/** One's picture: chosen from the device (kept inline, shrunk first) or removed. */
export function AvatarPicker({ value, onChange }: AvatarPickerProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const src = safeImageSource(value);

  async function choose(file: File | undefined) {
    if (!file) return;
    const chosen = await avatarFromFile(file);
    setRefusal(chosen.ok ? null : t(`account.avatar.refused.${chosen.reason}`));
    if (chosen.ok) onChange?.(chosen.dataUrl);
  }

  return (
    <Flex gap={16} align="center" wrap>
      <Avatar size={64} src={src} icon={src ? undefined : <UserOutlined />} data-testid="account-avatar" />
      <Flex vertical gap={4} style={{ minWidth: 0, flex: 1 }}>
        <Flex gap={8} wrap>
          <Button icon={<UploadOutlined />} onClick={() => input.current?.click()} data-testid="account-avatar-choose">
            {t(src ? 'account.avatar.change' : 'account.avatar.choose')}
          </Button>
          {value && (
            <Button icon={<DeleteOutlined />} onClick={() => onChange?.(null)} data-testid="account-avatar-remove">
              {t('account.avatar.remove')}
            </Button>
          )}
        </Flex>
        <Typography.Text type="secondary">{t('account.avatar.hint', { side: AVATAR_SIDE })}</Typography.Text>
        {refusal && (
          <Typography.Text type="danger" data-testid="account-avatar-error">
            {refusal}
          </Typography.Text>
        )}
      </Flex>
      <input
        ref={input}
        type="file"
        accept={AVATAR_TYPES.join(',')}
        style={{ display: 'none' }}
        onChange={(event) => {
          void choose(event.target.files?.[0]);
          event.target.value = '';
        }}
        data-testid="account-avatar-file"
      />
    </Flex>
  );
}
