import {
  AlertOutlined,
  BarChartOutlined,
  BellOutlined,
  CalendarOutlined,
  DashboardOutlined,
  InboxOutlined,
  ReadOutlined,
  ScheduleOutlined,
  TeamOutlined,
  ToolOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/** Icon names the server uses (navigation, notifications); an explicit map keeps the icon set out of the bundle. */
const ICONS: Record<string, ComponentType> = {
  AlertOutlined,
  BarChartOutlined,
  BellOutlined,
  CalendarOutlined,
  DashboardOutlined,
  InboxOutlined,
  ReadOutlined,
  ScheduleOutlined,
  TeamOutlined,
  ToolOutlined,
  WarningOutlined,
};

export function iconByName(name: string | null | undefined, fallback: ComponentType = BellOutlined): ComponentType {
  return (name && ICONS[name]) || fallback;
}
