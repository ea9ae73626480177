import { ListItemIcon, MenuItem } from '@mui/material';
import type { ReactNode } from 'react';
import { MenuTitle } from './MenuTitle';

interface MenuButtonProps {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  'data-testid': string;
}

/** A side-menu item that acts instead of linking (Projects, Back, Logout), styled like the links. */
export const MenuButton = ({ label, icon, onClick, ...rest }: MenuButtonProps) => (
  <MenuItem
    onClick={onClick}
    sx={{ color: 'text.secondary', '& .MuiListItemIcon-root': { minWidth: 40, color: 'text.secondary' } }}
    {...rest}
  >
    <ListItemIcon>{icon}</ListItemIcon>
    <MenuTitle text={label} />
  </MenuItem>
);
