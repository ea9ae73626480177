import { describe, expect, it } from 'vitest';
import { interviewKitCsvRows } from '../../resources/interviewKits/InterviewKitList';
import { toCsv } from '../../resources/shared/csv';

describe('reference-data CSV', () => {
  it('opens in a Russian Excel: BOM, semicolons, CRLF, Cyrillic intact, formulas defused', () => {
    const csv = toCsv<{ title: string; note: string }>(
      [
        ['Название', (r) => r.title],
        ['Примечание', (r) => r.note],
      ],
      [
        { title: 'Скидка 20%; на устройство', note: '=HYPERLINK("x")' },
        { title: 'Мгновенный приз', note: '' },
      ],
    );
    expect(csv).toBe(
      '\uFEFFНазвание;Примечание\r\n"Скидка 20%; на устройство";"\'=HYPERLINK(""x"")"\r\nМгновенный приз;\r\n',
    );
  });

  it('writes an interview kit as one row per answer, an open question as one row', () => {
    const rows = interviewKitCsvRows([
      {
        id: 1,
        title: 'Анкета',
        externalVisibility: false,
        externalTitle: null,
        questions: [
          {
            text: 'Вкус?',
            isOpen: false,
            answers: [
              { text: 'Табачный', value: 0 },
              { text: 'Мята', value: 1 },
            ],
          },
          { text: 'Почему?', isOpen: true, answers: [] },
        ],
      },
      { id: 2, title: 'Пустой', externalVisibility: false, externalTitle: null, questions: [] },
    ]);
    expect(rows.map((r) => [r.kit.title, r.index, r.question?.text, r.answer?.text])).toEqual([
      ['Анкета', 1, 'Вкус?', 'Табачный'],
      ['Анкета', 1, 'Вкус?', 'Мята'],
      ['Анкета', 2, 'Почему?', undefined],
      ['Пустой', undefined, undefined, undefined],
    ]);
  });
});
