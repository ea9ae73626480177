import { useState } from 'react';
import { Menu, useGetIdentity, useLogout, useTranslate } from 'react-admin';
import { can, MENU, type MenuItemDef } from '../../domain/permissions';
import { MenuButton } from './MenuButton';
import { MENU_ICONS } from './menuIcons';
import { ProjectsMenu } from './ProjectsMenu';
import { ReferenceDataMenu } from './ReferenceDataMenu';
import { useRole } from './useRole';

/** The side menu of part 1 §6: exactly the items the role may see, in the spec's order. */
export const ShellMenu = () => {
  const translate = useTranslate();
  const logout = useLogout();
  const { role } = useRole();
  const { identity } = useGetIdentity();
  const [showProjects, setShowProjects] = useState(false);
  const [showReferenceData, setShowReferenceData] = useState(false);

  if (showReferenceData) {
    return (
      <Menu>
        <ReferenceDataMenu role={role} onBack={() => setShowReferenceData(false)} />
      </Menu>
    );
  }

  if (showProjects) {
    return (
      <Menu>
        <ProjectsMenu onBack={() => setShowProjects(false)} />
      </Menu>
    );
  }

  const item = ({ key, label, to }: MenuItemDef) => {
    const testId = `menu-${key}`;
    if (key === 'projects')
      return (
        <MenuButton
          key={key}
          data-testid={testId}
          label={translate(label)}
          icon={MENU_ICONS[key]}
          onClick={() => setShowProjects(true)}
        />
      );
    if (key === 'referenceData')
      return (
        <MenuButton
          key={key}
          data-testid={testId}
          label={translate(label)}
          icon={MENU_ICONS[key]}
          onClick={() => setShowReferenceData(true)}
        />
      );
    if (key === 'logout')
      return (
        <MenuButton
          key={key}
          data-testid={testId}
          label={translate(label)}
          icon={MENU_ICONS[key]}
          onClick={() => logout()}
        />
      );
    return (
      <Menu.Item
        key={key}
        data-testid={testId}
        to={to?.(identity?.id ?? '') ?? '/'}
        primaryText={label}
        leftIcon={MENU_ICONS[key]}
      />
    );
  };

  return <Menu>{MENU.filter((entry) => can(role, entry.permission)).map(item)}</Menu>;
};
