import {
  AccountBookOutlined,
  ApiOutlined,
  AppstoreOutlined,
  BankOutlined,
  BarChartOutlined,
  ControlOutlined,
  DashboardOutlined,
  FileTextOutlined,
  FundOutlined,
  GiftOutlined,
  HeartOutlined,
  HomeOutlined,
  LinkOutlined,
  ProfileOutlined,
  ReadOutlined,
  RiseOutlined,
  RobotOutlined,
  SafetyOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/**
 * Menu icon keys → antd icons. The server menu carries antd icon keys in kebab case
 * ('account-book' → AccountBookOutlined); only the ones in use are bundled, other names
 * fall back by keyword, then to a generic icon.
 */
const byKey: Record<string, ComponentType> = {
  'account-book': AccountBookOutlined,
  api: ApiOutlined,
  appstore: AppstoreOutlined,
  bank: BankOutlined,
  'bar-chart': BarChartOutlined,
  control: ControlOutlined,
  dashboard: DashboardOutlined,
  'file-text': FileTextOutlined,
  fund: FundOutlined,
  gift: GiftOutlined,
  heart: HeartOutlined,
  home: HomeOutlined,
  link: LinkOutlined,
  profile: ProfileOutlined,
  read: ReadOutlined,
  rise: RiseOutlined,
  robot: RobotOutlined,
  safety: SafetyOutlined,
  setting: SettingOutlined,
  shop: ShopOutlined,
  team: TeamOutlined,
  user: UserOutlined,
};

const byKeyword: [RegExp, ComponentType][] = [
  [/chart|statistic/i, BarChartOutlined],
  [/people|team|peoples/i, TeamOutlined],
  [/document|article|news/i, FileTextOutlined],
  [/money|wallet|pay/i, AccountBookOutlined],
];

export function menuIcon(name: string, fallback = true) {
  const key = name
    .trim()
    .replace(/(Outlined|Filled|TwoTone)$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();
  const Icon = byKey[key] ?? byKeyword.find(([re]) => re.test(name))?.[1] ?? (fallback ? AppstoreOutlined : null);
  return Icon ? <Icon /> : null;
}
