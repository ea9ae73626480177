import { DataTable, downloadCSV, type Exporter, type Identifier } from 'react-admin';
import { interviewKitSchema } from '../../domain/validation/interviewKits';
import { type CsvColumn, toCsv, yesNo } from '../shared/csv';
import { FormDialog } from '../shared/FormDialog';
import { ReferenceList, RowEditDelete } from '../shared/ReferenceList';
import { SearchInput } from '../shared/SearchInput';
import { InterviewKitInputs } from './InterviewKitInputs';
import {
  type InterviewAnswer,
  type InterviewKit,
  type InterviewQuestion,
  interviewKitFormValues,
} from './serializer';

const filters = [<SearchInput key="q" source="q" placeholder="resources.interview-kits.search" alwaysOn />];

interface KitCsvRow {
  kit: InterviewKit;
  index?: number;
  question?: InterviewQuestion;
  answer?: InterviewAnswer;
}

const KIT_CSV: CsvColumn<KitCsvRow>[] = [
  ['ID опросника', (r) => r.kit.id],
  ['Опросник', (r) => r.kit.title],
  ['Внешнее название', (r) => r.kit.externalTitle],
  ['№ вопроса', (r) => r.index],
  ['Вопрос', (r) => r.question?.text],
  ['Открытый', (r) => (r.question ? yesNo(r.question.isOpen) : '')],
  ['Ответ', (r) => r.answer?.text],
  ['Значение', (r) => r.answer?.value],
];

/** One CSV row per answer (an open question: one row without answer), so that Excel can filter. */
export const interviewKitCsvRows = (kits: readonly InterviewKit[]): KitCsvRow[] =>
  kits.flatMap((kit) =>
    kit.questions.length
      ? kit.questions.flatMap((question, i) =>
          (question.answers.length ? question.answers : [undefined]).map((answer) => ({
            kit,
            index: i + 1,
            question,
            answer,
          })),
        )
      : [{ kit }],
  );

export const exportInterviewKits: Exporter<InterviewKit> = (kits) =>
  downloadCSV(toCsv(KIT_CSV, interviewKitCsvRows(kits)), 'interview-kits');

const InterviewKitDialog = ({ id, onClose }: { id?: Identifier; onClose: () => void }) => (
  <FormDialog
    resource="interview-kits"
    id={id}
    title={id == null ? 'resources.interview-kits.new' : 'resources.interview-kits.editTitle'}
    schema={interviewKitSchema}
    toFormValues={interviewKitFormValues}
    defaults={{ questions: [{ text: '', isOpen: false, answers: [] }] }}
    successMessage={id == null ? 'resources.interview-kits.added' : 'resources.interview-kits.saved'}
    onClose={onClose}
  >
    <InterviewKitInputs />
  </FormDialog>
);

/** Interview kits (Справочники → Опросники): questionnaires with questions and answers. */
export const InterviewKitList = () => (
  <ReferenceList
    title="resources.interview-kits.name"
    createLabel="resources.interview-kits.new"
    filters={filters}
    sort={{ field: 'title', order: 'ASC' }}
    exportName="interview-kits"
    dialog={(open, close) => <InterviewKitDialog id={open.id} onClose={close} />}
  >
    <DataTable.Col source="title" label="resources.interview-kits.fields.title" />
    <DataTable.Col
      label="resources.interview-kits.fields.questionCount"
      disableSort
      render={(k: InterviewKit) => k.questions.length}
    />
    <DataTable.Col source="externalTitle" label="resources.interview-kits.fields.externalTitle" disableSort />
    <DataTable.Col
      label="app.common.actions"
      disableSort
      align="right"
      render={() => <RowEditDelete messages="resources.interview-kits" />}
    />
  </ReferenceList>
);
