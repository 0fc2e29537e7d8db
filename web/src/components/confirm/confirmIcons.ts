import {
  CheckCircleOutlined,
  CloseCircleOutlined,
  InfoCircleOutlined,
  QuestionCircleOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/** Icons the confirmation dialog can show, by name; loaded with the dialog only. */
const CONFIRM_ICONS: Record<string, ComponentType> = {
  CheckCircleOutlined,
  CloseCircleOutlined,
  InfoCircleOutlined,
  QuestionCircleOutlined,
  WarningOutlined,
};

export function confirmIcon(name: string): ComponentType {
  return CONFIRM_ICONS[name] ?? WarningOutlined;
}
