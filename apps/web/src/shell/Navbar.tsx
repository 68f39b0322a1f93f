import { Breadcrumb } from './Breadcrumb.tsx';
import { AvatarMenu } from './navbar/AvatarMenu.tsx';
import { ErrorLog } from './navbar/ErrorLog.tsx';
import { Hamburger } from './navbar/Hamburger.tsx';
import { LangSelect } from './navbar/LangSelect.tsx';
import { Links } from './navbar/Links.tsx';
import { RoleSwitch } from './navbar/RoleSwitch.tsx';
import { SchoolList } from './navbar/SchoolList.tsx';
import { Screenfull } from './navbar/Screenfull.tsx';
import { SizeSelect } from './navbar/SizeSelect.tsx';
import { ThemePicker } from './navbar/ThemePicker.tsx';
import { WarningBell } from './navbar/WarningBell.tsx';
import { useSettings } from './settings.ts';

/** Top bar (spec §1, §2.4). Full screen is hidden on mobile. */
export function Navbar() {
  const { device } = useSettings();
  const mobile = device === 'mobile';
  return (
    <header className="navbar" data-testid="navbar">
      <Hamburger />
      <Breadcrumb />
      <div className="right-menu">
        <ErrorLog />
        <WarningBell />
        <SchoolList compact={mobile} />
        <Links />
        {mobile ? null : <Screenfull />}
        <SizeSelect />
        <LangSelect />
        <ThemePicker />
        <RoleSwitch />
        <AvatarMenu compact={mobile} />
      </div>
    </header>
  );
}
