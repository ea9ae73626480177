import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Menu, useGetList, useTranslate } from 'react-admin';
import { MenuButton } from './MenuButton';
import { MENU_ICONS } from './menuIcons';

interface Activity {
  id: string | number;
  title: string;
  status: string;
}

/** The Projects submenu: a Back item, then one item per activity by title (part 1 §2). */
export const ProjectsMenu = ({ onBack }: { onBack: () => void }) => {
  const translate = useTranslate();
  // A failed load shows an empty list (part 1 §8).
  const { data = [] } = useGetList<Activity>('activities', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'title', order: 'ASC' },
  });
  return (
    <>
      <MenuButton
        data-testid="menu-back"
        label={translate('app.menu.back')}
        icon={<ArrowBackIcon />}
        onClick={onBack}
      />
      {data.map((activity) => (
        <Menu.Item
          key={activity.id}
          data-testid={`menu-activity-${activity.id}`}
          to={`/activity/${activity.id}`}
          primaryText={activity.title}
          leftIcon={MENU_ICONS.activity}
        />
      ))}
    </>
  );
};
