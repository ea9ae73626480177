import type { RaRecord, ResourceCallbacks } from 'react-admin';

export interface InterviewAnswer {
  id?: number;
  text: string;
  value: number | null;
}
export interface InterviewQuestion {
  id?: number;
  text: string;
  isOpen: boolean;
  answers: InterviewAnswer[];
}
export interface InterviewKit extends RaRecord {
  title: string;
  externalVisibility: boolean;
  externalTitle: string | null;
  questions: InterviewQuestion[];
}

const numberOrNull = (value: unknown) =>
  value === '' || value === null || value === undefined || Number.isNaN(Number(value)) ? null : Number(value);

/**
 * POST /api/interviewkit/ (part 2 §7): title, questions[{text, answers[{text, value}], isOpen}].
 * An open question sends no answers; an answer without a value gets its position (the server
 * does the same).
 */
export const interviewKitToBody = (data: Partial<Record<string, unknown>>) => ({
  title: data.title,
  externalVisibility: !!data.externalVisibility,
  externalTitle: data.externalTitle || null,
  questions: ((data.questions as Partial<InterviewQuestion>[] | undefined) ?? []).map((q) => ({
    text: q?.text ?? '',
    isOpen: !!q?.isOpen,
    answers: q?.isOpen
      ? []
      : (q?.answers ?? []).map((a, i) => ({ text: a?.text ?? '', value: numberOrNull(a?.value) ?? i })),
  })),
});

/** The form edits the kit without the ids of its questions and answers (a save replaces them). */
export const interviewKitFormValues = (record: Partial<InterviewKit>) => ({
  ...(record.id === undefined ? {} : { id: record.id }),
  title: record.title ?? '',
  externalVisibility: record.externalVisibility ?? false,
  externalTitle: record.externalTitle ?? '',
  questions: (record.questions ?? []).map((q) => ({
    text: q.text,
    isOpen: q.isOpen,
    answers: (q.answers ?? []).map((a) => ({ text: a.text, value: a.value })),
  })),
});

export const interviewKitCallbacks: ResourceCallbacks[] = [
  { resource: 'interview-kits', beforeSave: async (data) => interviewKitToBody(data) },
];
