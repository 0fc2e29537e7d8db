import { UserOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import type { UserStatus } from '../../__generated__/graphql';
import { Dot } from '../../components/Dot';
import { safeImageSource } from '../../lib/urls/safeUrls';
import { statusColor } from './userStatuses';

interface UserAvatarProps {
  name: string;
  avatar?: string | null;
  status: UserStatus;
}

/** The user's image (or the default icon) with the status dot. */
export function UserAvatar({ name, avatar, status }: UserAvatarProps) {
  const { token } = theme.useToken();
  const src = safeImageSource(avatar);
  return (
    <span style={{ position: 'relative', display: 'inline-flex' }} data-testid="user-status" data-status={status}>
      <span
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: 32,
          height: 32,
          borderRadius: '50%',
          overflow: 'hidden',
          background: token.colorFillSecondary,
        }}
      >
        {src ? <img src={src} alt={name} width={32} height={32} /> : <UserOutlined />}
      </span>
      <Dot
        color={statusColor(status, token)}
        size={10}
        style={{
          position: 'absolute',
          insetBlockEnd: 0,
          insetInlineEnd: 0,
          boxShadow: `0 0 0 2px ${token.colorBgContainer}`,
        }}
      />
    </span>
  );
}
