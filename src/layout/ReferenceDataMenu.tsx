import { Menu } from 'react-admin';
import { REFERENCE_MENU } from '../../domain/menu';
import { can } from '../../domain/permissions';
import type { Role } from '../../domain/roles';
import { BackMenuItem } from './BackMenuItem';
import { MENU_ICONS } from './menuIcons';

/** The HQ "Справочники" submenu: a Back item, then the reference tables (like the Projects submenu). */
export const ReferenceDataMenu = ({ role, onBack }: { role: Role | null; onBack: () => void }) => {
  return (
    <>
      <BackMenuItem onBack={onBack} />
      {REFERENCE_MENU.filter((entry) => can(role, entry.permission)).map(({ key, label, to }) => (
        <Menu.Item
          key={key}
          data-testid={`menu-${key}`}
          to={to?.('') ?? '/'}
          primaryText={label}
          leftIcon={MENU_ICONS[key]}
        />
      ))}
    </>
  );
};
