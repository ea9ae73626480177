import { yesNo } from '../csv';
import { defineExport, pageOf } from './types';

interface InterviewKitNode {
  id: string;
  title: string;
  externalTitle: string | null;
  questions: { text: string; isOpen: boolean; answers: { text: string; value: number | null }[] }[];
}

/**
 * The interview kits list (resources/interviewKits): one row per answer, an open question (no
 * answers) one row without answer, a kit without questions one row of its own, so that Excel can filter.
 */
export const interviewKitsExport = defineExport<InterviewKitNode>({
  resource: 'interview-kits',
  fileName: 'interview-kits',
  field: 'interviewKits',
  document: `query ($first: Int, $after: String, $title_Icontains: String, $id_In: [ID!], $orderBy: String) {
    interviewKits(first: $first, after: $after, title_Icontains: $title_Icontains, id_In: $id_In,
      orderBy: $orderBy) {
      ${pageOf('id title externalTitle questions { text isOpen answers { text value } }')}
    }
  }`,
  header: [
    'ID опросника',
    'Опросник',
    'Внешнее название',
    '№ вопроса',
    'Вопрос',
    'Открытый',
    'Ответ',
    'Значение',
  ],
  rows: (kit) => {
    const cells = [kit.id, kit.title, kit.externalTitle];
    if (!kit.questions.length) return [[...cells, '', '', '', '', '']];
    return kit.questions.flatMap((question, i) =>
      (question.answers.length ? question.answers : [undefined]).map((answer) => [
        ...cells,
        i + 1,
        question.text,
        yesNo(question.isOpen),
        answer?.text,
        answer?.value,
      ]),
    );
  },
});
