import { type ComponentType, useState } from 'react';
import { Menu, useGetIdentity, useLogout, useTranslate } from 'react-admin';
import { MENU, type MenuItemDef } from '../../domain/menu';
import { can } from '../../domain/permissions';
import type { Role } from '../../domain/roles';
import { MenuButton } from './MenuButton';
import { MenuTitle } from './MenuTitle';
import { MENU_ICONS } from './menuIcons';
import { ProjectsMenu } from './ProjectsMenu';
import { ReferenceDataMenu } from './ReferenceDataMenu';
import { useRole } from './useRole';

/** Menu items that open a submenu in place of the menu; each submenu starts with 'Назад'. */
const SUBMENUS: Record<string, ComponentType<{ role: Role | null; onBack: () => void }>> = {
  projects: ProjectsMenu,
  referenceData: ReferenceDataMenu,
};

/** The side menu of part 1 §6: exactly the items the role may see, in the spec's order. */
export const ShellMenu = () => {
  const translate = useTranslate();
  const logout = useLogout();
  const { role } = useRole();
  const { identity } = useGetIdentity();
  const [submenu, setSubmenu] = useState<string | null>(null);

  const Submenu = submenu ? SUBMENUS[submenu] : null;
  if (Submenu)
    return (
      <Menu>
        <Submenu role={role} onBack={() => setSubmenu(null)} />
      </Menu>
    );

  const item = ({ key, label, to }: MenuItemDef) => {
    const testId = `menu-${key}`;
    const action = key === 'logout' ? () => logout() : SUBMENUS[key] ? () => setSubmenu(key) : null;
    if (action)
      return (
        <MenuButton
          key={key}
          data-testid={testId}
          label={translate(label)}
          icon={MENU_ICONS[key]}
          onClick={action}
        />
      );
    return (
      <Menu.Item
        key={key}
        data-testid={testId}
        to={to?.(identity?.id ?? '') ?? '/'}
        primaryText={<MenuTitle text={translate(label)} />}
        leftIcon={MENU_ICONS[key]}
      />
    );
  };

  return <Menu>{MENU.filter((entry) => can(role, entry.permission)).map(item)}</Menu>;
};
