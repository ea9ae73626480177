import AddIcon from '@mui/icons-material/Add';
import { useQuery } from '@tanstack/react-query';
import { Menu, useGetList, useTranslate } from 'react-admin';
import { graphql } from '../../dataProvider/client';
import { can } from '../../domain/permissions';
import { BackMenuItem } from './BackMenuItem';
import { MenuTitle } from './MenuTitle';
import { MENU_ICONS } from './menuIcons';
import { useRole } from './useRole';

interface Activity {
  id: string | number;
  title: string;
  status: string;
}

/** Today, as activitiesAndBu's window (part 1 §7: startDate_Lte and stopDate_Gte). */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * The Projects submenu: a Back item, then one item per activity by title (part 1 §2), as the
 * server scopes them to the viewer; a business-unit manager's are activitiesAndBu's (ACTIVE and
 * CONSTRUCTION ones running today). HQ also finds «Новый проект» here.
 */
export const ProjectsMenu = ({ onBack }: { onBack: () => void }) => {
  const translate = useTranslate();
  const { role } = useRole();
  const bu = role === 'MANAGER_BU';
  // A failed load shows an empty list (part 1 §8).
  const { data: all = [] } = useGetList<Activity>(
    'activities',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'title', order: 'ASC' } },
    { enabled: !bu },
  );
  const { data: ofBu = [] } = useQuery({
    queryKey: ['activitiesAndBu', today()],
    queryFn: async () =>
      (
        await graphql<{ activitiesAndBu: Activity[] }>(
          'query Bu($d: String) { activitiesAndBu(startDate_Lte: $d, stopDate_Gte: $d) { id title status } }',
          { d: today() },
        )
      ).activitiesAndBu,
    enabled: bu,
  });
  const data = bu ? ofBu : all;
  return (
    <>
      <BackMenuItem onBack={onBack} />
      {can(role, 'activities.write') && (
        <Menu.Item
          to="/activity/new"
          data-testid="menu-activity-new"
          primaryText={<MenuTitle text={translate('app.menu.newActivity')} />}
          leftIcon={<AddIcon />}
        />
      )}
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
