import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Menu, useTranslate } from 'react-admin';
import { can, REFERENCE_MENU } from '../../domain/permissions';
import type { Role } from '../../domain/roles';
import { MenuButton } from './MenuButton';
import { MENU_ICONS } from './menuIcons';

/** The HQ "Справочники" submenu: a Back item, then the reference tables (like the Projects submenu). */
export const ReferenceDataMenu = ({ role, onBack }: { role: Role | null; onBack: () => void }) => {
  const translate = useTranslate();
  return (
    <>
      <MenuButton
        data-testid="menu-back"
        label={translate('app.menu.back')}
        icon={<ArrowBackIcon />}
        onClick={onBack}
      />
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
