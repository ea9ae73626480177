import { Menu, useGetList } from 'react-admin';
import { BackMenuItem } from './BackMenuItem';
import { MenuTitle } from './MenuTitle';
import { MENU_ICONS } from './menuIcons';

interface Activity {
  id: string | number;
  title: string;
  status: string;
}

/** The Projects submenu: a Back item, then one item per activity by title (part 1 §2). */
export const ProjectsMenu = ({ onBack }: { onBack: () => void }) => {
  // A failed load shows an empty list (part 1 §8).
  const { data = [] } = useGetList<Activity>('activities', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'title', order: 'ASC' },
  });
  return (
    <>
      <BackMenuItem onBack={onBack} />
      {data.map((activity) => (
        <Menu.Item
          key={activity.id}
          data-testid={`menu-activity-${activity.id}`}
          to={`/activity/${activity.id}`}
          primaryText={<MenuTitle text={activity.title} />}
          leftIcon={MENU_ICONS.activity}
        />
      ))}
    </>
  );
};
