import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslate } from 'react-admin';
import { MenuButton } from './MenuButton';

/** A submenu's first item, 'Назад', back to the main menu. */
export const BackMenuItem = ({ onBack }: { onBack: () => void }) => {
  const translate = useTranslate();
  return (
    <MenuButton
      data-testid="menu-back"
      label={translate('app.menu.back')}
      icon={<ArrowBackIcon />}
      onClick={onBack}
    />
  );
};
