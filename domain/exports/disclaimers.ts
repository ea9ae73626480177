import { fullName, yesNo } from '../csv';
import { htmlText } from '../validation/disclaimers';
import { defineExport, pageOf } from './types';

interface DisclaimerNode {
  id: string;
  title: string;
  displayName: string;
  buttonTitle: string;
  content: string;
  enabled: boolean;
  user: { firstName: string; lastName: string } | null;
}

/** The disclaimers list (resources/disclaimers): the content as its visible text. */
export const disclaimersExport = defineExport<DisclaimerNode>({
  resource: 'disclaimers',
  fileName: 'disclaimers',
  field: 'disclaimers',
  document: `query ($first: Int, $after: String, $enabled: Boolean, $title_Icontains: String, $id_In: [ID!],
    $orderBy: String) {
    disclaimers(first: $first, after: $after, enabled: $enabled, title_Icontains: $title_Icontains, id_In: $id_In,
      orderBy: $orderBy) {
      ${pageOf('id title displayName buttonTitle content enabled user { firstName lastName }')}
    }
  }`,
  header: ['ID', 'Название', 'Отображаемое название', 'Текст кнопки', 'Текст', 'Включён', 'Автор'],
  rows: (d) => [
    [d.id, d.title, d.displayName, d.buttonTitle, htmlText(d.content), yesNo(d.enabled), fullName(d.user)],
  ],
});
